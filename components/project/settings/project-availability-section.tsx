'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { lazyComponent } from '@/components/ui/lazy-component'
import { useProjectPauseMutation } from '@/data/projects/project-pause-mutation'
import { useProjectRestartMutation } from '@/data/projects/project-restart-mutation'
import { useProjectRestoreMutation } from '@/data/projects/project-restore-mutation'
import type { Project } from '@/lib/api/types'
import { isProjectRunning } from '@/lib/projects/transition-messages'
import { toast } from '@/lib/ui/toast'

import { ProjectTransitionNotice } from './project-transition-notice'
import { Section } from '@/components/ui/section'

const ConfirmationDialog = lazyComponent(() => import('@/components/ui/confirmation-dialog').then((module) => module.ConfirmationDialog))

type PendingAction = 'restart' | 'pause' | null

/** Restart, pause and restore, with the status shown through every step until the project settles. */
export function ProjectAvailabilitySection({ project, canManage }: { project: Project; canManage: boolean }) {
  const [pendingAction, setPendingAction] = useState<PendingAction>(null)
  const [error, setError] = useState<string | null>(null)
  const onError = (what: string) => (failure: Error) => setError(`Failed to ${what} the project: ${failure.message}`)
  const restart = useProjectRestartMutation({ onSuccess: () => toast.success('Restarting the project'), onError: onError('restart') })
  const pause = useProjectPauseMutation({ onSuccess: () => toast.success('Pausing the project'), onError: onError('pause') })
  const restore = useProjectRestoreMutation({ onSuccess: () => toast.success('Restoring the project'), onError: onError('restore') })

  const isRunning = isProjectRunning(project.status)
  const isPaused = project.status === 'INACTIVE'
  const handleConfirm = () => {
    setError(null)
    const action = pendingAction === 'restart' ? restart : pause
    action.mutate({ ref: project.ref }, { onSettled: () => setPendingAction(null) })
  }

  return (
    <Section title="Project availability" description="Restart the project, pause it while it is not needed, or restore a paused project.">
      <ProjectTransitionNotice status={project.status} />
      {canManage && (
        <div className="flex flex-wrap gap-3">
          {isPaused ? (
            <Button
              variant="primary"
              loading={restore.isPending}
              onClick={() => {
                setError(null)
                restore.mutate({ ref: project.ref })
              }}
            >
              Restore project
            </Button>
          ) : (
            <>
              <Button disabled={!isRunning} loading={restart.isPending} onClick={() => setPendingAction('restart')}>
                Restart project
              </Button>
              <Button variant="warning" disabled={!isRunning} loading={pause.isPending} onClick={() => setPendingAction('pause')}>
                Pause project
              </Button>
            </>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {pendingAction && (
        <ConfirmationDialog
          visible
          title={pendingAction === 'restart' ? 'Restart this project?' : 'Pause this project?'}
          description={
            pendingAction === 'restart'
              ? 'The database and the project’s services restart. Requests fail for a short while.'
              : 'The project stops serving requests until it is restored. Its data is kept.'
          }
          confirmLabel={pendingAction === 'restart' ? 'Restart project' : 'Pause project'}
          variant="warning"
          loading={restart.isPending || pause.isPending}
          onConfirm={handleConfirm}
          onCancel={() => setPendingAction(null)}
        />
      )}
    </Section>
  )
}
