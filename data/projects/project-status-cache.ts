import { cacheWrite, type CacheWrite } from '@/lib/api/cache-writes'
import type { Project, ProjectStatus } from '@/lib/api/types'

import { projectKeys } from './keys'
import type { OrgProjectsData } from './org-projects-query'

/**
 * A project's new status, written to its detail and to every cached project list
 * (SPEC §4 "A status change is applied locally to all project lists and to the detail").
 */
export function projectStatusWrites(ref: string, status: ProjectStatus): CacheWrite[] {
  const withStatus = <T extends Pick<Project, 'ref' | 'status'>>(project: T): T =>
    project.ref === ref ? { ...project, status } : project
  return [
    cacheWrite<Project>(projectKeys.detail(ref), (project) => (project ? { ...project, status } : project)),
    cacheWrite<Project[]>(projectKeys.list(), (projects) => projects?.map(withStatus)),
    cacheWrite<OrgProjectsData>(projectKeys.orgProjectsAll(), (page) => (page ? { ...page, projects: page.projects.map(withStatus) } : page), {
      exact: false,
    }),
  ]
}
