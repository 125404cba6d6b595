'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { lazyComponent } from '@/components/ui/lazy-component'

import { Section } from '@/components/ui/section'

const TypedNameConfirmationDialog = lazyComponent(() =>
  import('@/components/ui/typed-name-confirmation-dialog').then((module) => module.TypedNameConfirmationDialog)
)

/**
 * Deleting a project, behind a dialog where its name is typed. The caller runs the deletion (the
 * platform's or the self-hosted route) and moves on after it; a failure stays in the dialog.
 */
export function DeleteProjectSection({
  projectName,
  isPending,
  onDelete,
}: {
  projectName: string
  isPending: boolean
  onDelete: () => Promise<unknown>
}) {
  const [isOpen, setIsOpen] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const handleConfirm = async () => {
    setError(null)
    try {
      await onDelete()
      setIsOpen(false)
    } catch (failure) {
      setError(`Failed to delete the project: ${failure instanceof Error ? failure.message : String(failure)}`)
    }
  }
  return (
    <Section title="Delete project" tone="danger" description="Deleting a project removes its database and all of its data for good.">
      <div>
        <Button variant="danger" onClick={() => setIsOpen(true)}>
          Delete project
        </Button>
      </div>
      {isOpen && (
        <TypedNameConfirmationDialog
          name={projectName}
          description="The project, its database and everything stored in it are deleted. This cannot be undone."
          confirmLabel="Delete project"
          isPending={isPending}
          error={error}
          onConfirm={handleConfirm}
          onCancel={() => {
            setIsOpen(false)
            setError(null)
          }}
        />
      )}
    </Section>
  )
}
