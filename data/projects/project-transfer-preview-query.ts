import { queryOptions, useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { projectKeys } from './keys'
import { PROJECT_REF_REQUIRED_MESSAGE } from './project-detail-query'

/**
 * What moving a project to another organization would change. The platform serves it as a POST, but
 * it changes nothing, so it is cached like a read, keyed by ref and target (SPEC §3 "transfer preview").
 */
export interface ProjectTransferPreviewVariables {
  ref?: string
  targetOrganizationSlug?: string
}
export type ProjectTransferPreviewData = Schemas['ProjectTransferPreview']
export type ProjectTransferPreviewError = ResponseError

export async function getProjectTransferPreview(
  { ref, targetOrganizationSlug }: ProjectTransferPreviewVariables,
  signal?: AbortSignal
): Promise<ProjectTransferPreviewData> {
  if (!ref) throw new Error(PROJECT_REF_REQUIRED_MESSAGE)
  if (!targetOrganizationSlug) throw new Error('A target organization is required')
  const { data, error } = await platform.POST('/platform/projects/{ref}/transfer/preview', {
    params: { path: { ref } },
    body: { target_organization_slug: targetOrganizationSlug },
    signal,
  })
  if (error) handleError(error)
  return data
}

export const projectTransferPreviewQueryOptions = (variables: ProjectTransferPreviewVariables) =>
  queryOptions<ProjectTransferPreviewData, ProjectTransferPreviewError>({
    queryKey: projectKeys.transferPreview(variables.ref, variables.targetOrganizationSlug),
    queryFn: ({ signal }) => getProjectTransferPreview(variables, signal),
    staleTime: 0,
  })

export function useProjectTransferPreviewQuery(
  variables: ProjectTransferPreviewVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<ProjectTransferPreviewData, ProjectTransferPreviewError> = {}
) {
  return useQuery<ProjectTransferPreviewData, ProjectTransferPreviewError>({
    ...projectTransferPreviewQueryOptions(variables),
    ...options,
    enabled: enabled && Boolean(variables.ref) && Boolean(variables.targetOrganizationSlug),
  })
}
