import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { branchKeys } from './keys'

/**
 * Create, delete, merge and reset — one file because they share their shape: a call by branch id, then
 * the production project's branch list (and that branch's diff) refetched.
 */

export async function createBranch({ projectRef, branchName, gitBranch }: { projectRef: string; branchName: string; gitBranch?: string }) {
  const { data, error } = await platform.POST('/v1/projects/{ref}/branches', {
    params: { path: { ref: projectRef } },
    body: { branch_name: branchName, ...(gitBranch ? { git_branch: gitBranch } : {}) },
  })
  if (error) handleError(error)
  return data as Schemas['Branch']
}

export async function deleteBranch({ branchId }: { branchId: string }) {
  const { data, error } = await platform.DELETE('/v1/branches/{branch_id}', { params: { path: { branch_id: branchId } } })
  if (error) handleError(error)
  return data
}

export async function runBranchAction({ branchId, action }: { branchId: string; action: 'merge' | 'reset' | 'push' }) {
  const params = { params: { path: { branch_id: branchId } }, body: {} }
  const { data, error } =
    action === 'merge'
      ? await platform.POST('/v1/branches/{branch_id}/merge', params)
      : action === 'reset'
        ? await platform.POST('/v1/branches/{branch_id}/reset', params)
        : await platform.POST('/v1/branches/{branch_id}/push', params)
  if (error) handleError(error)
  return data
}

/** What every branch change makes stale: the production project's branch list (and the diffs under it). */
const branchListMeta = (projectRef: string) => ({ invalidates: () => [branchKeys.list(projectRef)] })

export function useBranchCreateMutation(projectRef: string) {
  return useMutation<Schemas['Branch'], ResponseError, { branchName: string; gitBranch?: string }>({
    mutationFn: (variables) => createBranch({ projectRef, ...variables }),
    meta: branchListMeta(projectRef),
  })
}

export function useBranchDeleteMutation(projectRef: string) {
  return useMutation<unknown, ResponseError, { branchId: string }>({ mutationFn: deleteBranch, meta: branchListMeta(projectRef) })
}

export function useBranchActionMutation(projectRef: string) {
  return useMutation<unknown, ResponseError, { branchId: string; action: 'merge' | 'reset' | 'push' }>({
    mutationFn: runBranchAction,
    meta: branchListMeta(projectRef),
  })
}
