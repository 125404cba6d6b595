'use client'

import { QueryState } from '@/components/ui/query-state'
import { ConfirmationDialog } from '@/components/ui/confirmation-dialog'
import { useBranchDiffQuery } from '@/data/branches/branch-diff-query'
import { useBranchActionMutation } from '@/data/branches/branch-mutations'
import type { Branch } from '@/data/branches/branches-query'
import { toast } from '@/lib/ui/toast'

/** Shows the schema migrations merging would apply to production, then merges on confirmation. */
export function MergeBranchDialog({ projectRef, branch, onClose }: { projectRef: string; branch: Branch; onClose: () => void }) {
  const diff = useBranchDiffQuery({ projectRef, branchId: branch.id })
  const merge = useBranchActionMutation(projectRef)

  const handleConfirm = () =>
    merge.mutate(
      { branchId: branch.id, action: 'merge' },
      {
        onSuccess: () => {
          toast.success(`Merging ${branch.name} into production`)
          onClose()
        },
      }
    )

  return (
    <ConfirmationDialog
      visible
      size="large"
      variant="warning"
      title={`Merge ${branch.name} into production`}
      description="These schema migrations run on the production project. Review them first."
      confirmLabel="Merge branch"
      loading={merge.isPending}
      isConfirmDisabled={!diff.isSuccess}
      onConfirm={handleConfirm}
      onCancel={onClose}
    >
      <div className="flex flex-col gap-3">
        <QueryState
          query={diff}
          what="the branch's changes"
          loadingLabel="Comparing with production…"
          isEmpty={(changes) => changes.trim() === ''}
          empty={<p className="text-sm text-muted">No schema changes: production already matches this branch.</p>}
        >
          {(changes) => (
            <pre
              aria-label="Schema changes"
              className="max-h-80 overflow-auto rounded-md border border-border bg-surface p-3 font-mono text-xs whitespace-pre-wrap"
            >
              {changes}
            </pre>
          )}
        </QueryState>
        {merge.error && (
          <p role="alert" className="text-sm text-destructive">
            {`Failed to merge branch: ${merge.error.message}`}
          </p>
        )}
      </div>
    </ConfirmationDialog>
  )
}
