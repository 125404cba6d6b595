'use client'

import { ConfirmationDialog } from '@/components/ui/confirmation-dialog'
import { useBranchActionMutation, useBranchDeleteMutation } from '@/data/branches/branch-mutations'
import type { Branch } from '@/data/branches/branches-query'
import { toast } from '@/lib/ui/toast'

/** Confirms resetting or deleting a preview branch; a failure stays next to the button. */
export function BranchConfirm({ projectRef, branch, action, onClose }: { projectRef: string; branch: Branch; action: 'reset' | 'delete'; onClose: () => void }) {
  const remove = useBranchDeleteMutation(projectRef)
  const reset = useBranchActionMutation(projectRef)
  const mutation = action === 'delete' ? remove : reset
  const handleConfirm = () => {
    const onSuccess = () => {
      toast.success(action === 'delete' ? `Deleted branch ${branch.name}` : `Resetting branch ${branch.name}`)
      onClose()
    }
    if (action === 'delete') remove.mutate({ branchId: branch.id }, { onSuccess })
    else reset.mutate({ branchId: branch.id, action: 'reset' }, { onSuccess })
  }
  return (
    <ConfirmationDialog
      visible
      size="medium"
      variant="danger"
      title={action === 'delete' ? `Delete branch ${branch.name}` : `Reset branch ${branch.name}`}
      description={
        action === 'delete'
          ? 'The branch and its preview project, with all its data, are deleted.'
          : 'The branch’s database is rebuilt from production’s migrations; its own data and changes are lost.'
      }
      confirmLabel={action === 'delete' ? 'Delete branch' : 'Reset branch'}
      loading={mutation.isPending}
      onConfirm={handleConfirm}
      onCancel={onClose}
    >
      {mutation.error && <p role="alert" className="text-sm text-destructive">{`Failed to ${action} branch: ${mutation.error.message}`}</p>}
    </ConfirmationDialog>
  )
}
