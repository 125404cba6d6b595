import type { QueryClient } from '@tanstack/react-query'

import type { Project, ProjectStatus } from '@/lib/api/types'

import { projectKeys } from './keys'
import type { OrgProjectsData } from './org-projects-query'

/**
 * Applies a project's new status locally to its detail and to every cached project list
 * (SPEC §4 "A status change is applied locally to all project lists and to the detail").
 */
export function setProjectStatus(queryClient: QueryClient, ref: string, status: ProjectStatus): void {
  const withStatus = <T extends Pick<Project, 'ref' | 'status'>>(project: T): T =>
    project.ref === ref ? { ...project, status } : project

  queryClient.setQueryData<Project>(projectKeys.detail(ref), (project) => (project ? { ...project, status } : project))
  queryClient.setQueryData<Project[]>(projectKeys.list(), (projects) => projects?.map(withStatus))
  queryClient.setQueriesData<OrgProjectsData>({ queryKey: ['projects', 'org'] }, (page) =>
    page ? { ...page, projects: page.projects.map(withStatus) } : page
  )
}
