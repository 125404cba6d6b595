import { useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { ResponseError } from '@/lib/api/response-error'

import { branchKeys } from './keys'

/** The schema migration SQL merging would apply to production; "" when there is none. */
export async function getBranchDiff({ branchId }: { branchId: string }, signal?: AbortSignal): Promise<string> {
  const { data, error } = await platform.GET('/v1/branches/{branch_id_or_ref}/diff', {
    params: { path: { branch_id_or_ref: branchId } },
    headers: { Accept: 'text/plain' },
    parseAs: 'text',
    signal,
  })
  if (error) handleError(error)
  return typeof data === 'string' ? data : ''
}

export function useBranchDiffQuery({ projectRef, branchId }: { projectRef: string; branchId?: string }, { enabled = true } = {}) {
  return useQuery<string, ResponseError>({
    queryKey: branchKeys.diff(projectRef, branchId),
    queryFn: ({ signal }) => getBranchDiff({ branchId: branchId as string }, signal),
    enabled: enabled && Boolean(branchId),
    staleTime: 0,
  })
}
