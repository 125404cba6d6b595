'use client'

import { useState, type FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useBranchCreateMutation } from '@/data/branches/branch-mutations'
import { identifierError } from '@/lib/identifiers/identifier-rules'
import { toast } from '@/lib/ui/toast'

/** Names a new preview branch and, optionally, the Git branch it follows. */
export function CreateBranchDialog({ projectRef, isFirst, onClose }: { projectRef: string; isFirst: boolean; onClose: () => void }) {
  const [name, setName] = useState('')
  const [gitBranch, setGitBranch] = useState('')
  const [error, setError] = useState<string | null>(null)
  const create = useBranchCreateMutation(projectRef)

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) return setError('Enter a branch name')
    const nameError = identifierError('branch', name)
    if (nameError) return setError(nameError)
    setError(null)
    create.mutate(
      { branchName: name.trim(), gitBranch: gitBranch.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(`Creating branch ${name.trim()}`)
          onClose()
        },
      }
    )
  }

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent size="medium">
        <form onSubmit={handleSubmit} noValidate>
          <DialogHeader>
            <DialogTitle>Create branch</DialogTitle>
            <DialogDescription>
              {isFirst
                ? 'This enables branching for the project: production becomes the default branch and the new branch gets its own preview project.'
                : 'The branch gets its own preview project, created from production’s migrations.'}
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="flex flex-col gap-4">
            <FormField label="Branch name" error={error}>
              <Input value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
            </FormField>
            <FormField label="Git branch (optional)" description="The branch of your repository whose migrations this branch follows.">
              <Input value={gitBranch} onChange={(event) => setGitBranch(event.target.value)} autoComplete="off" />
            </FormField>
            {create.error && (
              <p role="alert" className="text-sm text-destructive">
                {`Failed to create branch: ${create.error.message}`}
              </p>
            )}
          </DialogBody>
          <DialogFooter>
            <Button type="button" onClick={onClose} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" loading={create.isPending}>
              Create branch
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
