'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'

import { projectKeys } from '@/data/projects/keys'
import type { OrgProjectsData } from '@/data/projects/org-projects-query'
import { useProjectDetailQuery } from '@/data/projects/project-detail-query'
import type { ProjectStatus } from '@/lib/api/types'

import { useProjectStatusPropagation } from './use-project-status-propagation'

/** Statuses that change by themselves; a listed project in one of them is watched until it settles. */
export const TRANSITIONAL_STATUSES: ReadonlySet<ProjectStatus> = new Set<ProjectStatus>([
  'COMING_UP',
  'UNKNOWN',
  'GOING_DOWN',
  'PAUSING',
  'RESTARTING',
  'RESTORING',
  'RESIZING',
  'UPGRADING',
])

function ProjectStatusWatcher({ projectRef }: { projectRef: string }) {
  // The detail polls every 5 s while the project comes up (data/projects/project-detail-query.ts).
  const { data } = useProjectDetailQuery({ ref: projectRef })
  useProjectStatusPropagation(data)
  return null
}

/**
 * Watches the organization's listed projects that are changing state (coming up, restoring, …): each
 * one's detail polls and its new status is written into the lists, so the list updates by itself. A
 * project leaves the watch, and its polling stops, once its listed status settles.
 */
export function ProjectStatusWatchers({ slug }: { slug: string }) {
  const queryClient = useQueryClient()
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient])
  // A joined string is a stable snapshot; an array would be new on every read.
  const getRefs = useCallback(() => {
    const refs = new Set<string>()
    for (const [, page] of queryClient.getQueriesData<OrgProjectsData>({ queryKey: projectKeys.orgProjectsPrefix(slug) })) {
      for (const project of page?.projects ?? []) {
        if (TRANSITIONAL_STATUSES.has(project.status)) refs.add(project.ref)
      }
    }
    return [...refs].sort().join(',')
  }, [queryClient, slug])
  const refs = useSyncExternalStore(subscribe, getRefs, () => '')
  if (!refs) return null
  return (
    <>
      {refs.split(',').map((ref) => (
        <ProjectStatusWatcher key={ref} projectRef={ref} />
      ))}
    </>
  )
}
