'use client'

import { Button } from '@/components/ui/button'
import { useBranchActionMutation } from '@/data/branches/branch-mutations'
import type { Branch } from '@/data/branches/branches-query'
import { toast } from '@/lib/ui/toast'

/**
 * Re-runs the branch's migrations and deploys its functions from its Git branch. It keeps the
 * branch's data, so unlike reset it needs no confirmation; a failure shows beside the button.
 */
export function PushBranchButton({ projectRef, branch }: { projectRef: string; branch: Branch }) {
  const push = useBranchActionMutation(projectRef)
  return (
    <span className="flex items-center gap-2">
      <Button
        size="tiny"
        variant="outline"
        aria-label={`Push ${branch.name}`}
        loading={push.isPending}
        onClick={() => push.mutate({ branchId: branch.id, action: 'push' }, { onSuccess: () => toast.success(`Pushing branch ${branch.name}`) })}
      >
        Push
      </Button>
      {push.error && <span role="alert" className="text-xs text-destructive">{`Failed to push: ${push.error.message}`}</span>}
    </span>
  )
}
