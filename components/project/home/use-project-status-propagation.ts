'use client'

import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

import { projectKeys } from '@/data/projects/keys'
import type { OrgProjectsData } from '@/data/projects/org-projects-query'
import { projectStatusWrites } from '@/data/projects/project-status-cache'
import { applyCacheWrites } from '@/lib/api/cache-writes'
import type { Project, ProjectStatus } from '@/lib/api/types'

/** Whether some cached project list still shows `ref` with another status. */
export function hasStaleListedStatus(queryClient: QueryClient, ref: string, status: ProjectStatus): boolean {
  const isStale = (project: Pick<Project, 'ref' | 'status'>) => project.ref === ref && project.status !== status
  const flat = queryClient.getQueryData<Project[]>(projectKeys.list())
  if (flat?.some(isStale)) return true
  return queryClient
    .getQueriesData<OrgProjectsData>({ queryKey: projectKeys.orgProjectsAll() })
    .some(([, page]) => page?.projects.some(isStale))
}

/**
 * SPEC §4: a status change is applied locally to every project list and to the detail. Whenever the
 * detail reports a status the lists do not show yet, the lists follow, so the organization page and
 * the project home agree without refetching every list.
 */
export function useProjectStatusPropagation(project: Pick<Project, 'ref' | 'status'> | undefined) {
  const queryClient = useQueryClient()
  const ref = project?.ref
  const status = project?.status
  useEffect(() => {
    if (!ref || !status) return
    if (hasStaleListedStatus(queryClient, ref, status)) applyCacheWrites(queryClient, projectStatusWrites(ref, status))
  }, [queryClient, ref, status])
}
