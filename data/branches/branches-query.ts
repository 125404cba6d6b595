import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'
import { isBranchSettling } from '@/lib/branches/status'

import { branchKeys } from './keys'

export type Branch = Schemas['Branch']
export type BranchesData = Branch[]

/** Every 3 s while any branch is still being set up or migrated. */
export const BRANCH_POLL_MS = 3000

export async function getBranches({ projectRef }: { projectRef?: string }, signal?: AbortSignal): Promise<BranchesData> {
  if (!projectRef) throw new Error('projectRef is required')
  const { data, error } = await platform.GET('/v1/projects/{ref}/branches', { params: { path: { ref: projectRef } }, signal })
  if (error) handleError(error)
  return Array.isArray(data) ? data.filter((branch) => typeof branch?.id === 'string') : []
}

export const branchesQueryOptions = (projectRef?: string) =>
  queryOptions<BranchesData, ResponseError>({
    queryKey: branchKeys.list(projectRef),
    queryFn: ({ signal }) => getBranches({ projectRef }, signal),
    refetchInterval: (query) => (query.state.data?.some(isBranchSettling) ? BRANCH_POLL_MS : false),
  })

export function useBranchesQuery(
  { projectRef }: { projectRef?: string },
  { enabled = true, ...options }: UseCustomQueryOptions<BranchesData, ResponseError> = {}
) {
  return useQuery<BranchesData, ResponseError>({ ...branchesQueryOptions(projectRef), ...options, enabled: enabled && Boolean(projectRef) })
}
