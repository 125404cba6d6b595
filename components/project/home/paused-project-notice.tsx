'use client'

import { useState } from 'react'

import { useManagementPermissions } from '@/components/project/settings/use-management-permissions'
import { Admonition } from '@/components/ui/admonition'
import { Button } from '@/components/ui/button'
import { useProjectRestoreMutation } from '@/data/projects/project-restore-mutation'
import { toast } from '@/lib/ui/toast'

/** On a paused project's home: what happened and the way back (restore). */
export function PausedProjectNotice({ projectRef, organizationSlug }: { projectRef: string; organizationSlug: string | undefined }) {
  const { canUpdateProject: canRestore } = useManagementPermissions(organizationSlug)
  const [error, setError] = useState<string | null>(null)
  const restore = useProjectRestoreMutation({
    onSuccess: () => toast.success('Restoring the project'),
    onError: (failure) => setError(`Failed to restore the project: ${failure.message}`),
  })
  return (
    <Admonition
      type="warning"
      title="This project is paused"
      actions={
        canRestore && (
          <Button
            variant="primary"
            loading={restore.isPending}
            onClick={() => {
              setError(null)
              restore.mutate({ ref: projectRef })
            }}
          >
            Restore project
          </Button>
        )
      }
    >
      It serves no requests until it is restored. Its data is kept.
      {error && (
        <span role="alert" className="mt-1 block text-destructive">
          {error}
        </span>
      )}
    </Admonition>
  )
}
