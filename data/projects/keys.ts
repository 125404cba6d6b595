import type { ProjectSortOption } from './org-projects-query'

/** Query keys of projects (DESIGN.md §4; SPEC §3 "Project resources identified by cache key"). */
export const projectKeys = {
  list: () => ['projects'] as const,
  detail: (ref: string | undefined) => ['projects', ref, 'detail'] as const,
  status: (ref: string | undefined) => ['projects', ref, 'status'] as const,
  pauseStatus: (ref: string | undefined) => ['projects', ref, 'pause-status'] as const,
  serviceVersions: (ref: string | undefined) => ['projects', ref, 'service-versions'] as const,
  transferPreview: (ref: string | undefined, targetSlug: string | undefined) =>
    ['projects', ref, 'transfer', 'preview', targetSlug] as const,
  /** All pages of one organization's projects share this prefix, so one invalidation covers them. */
  orgProjectsPrefix: (slug: string | undefined) => ['projects', 'org', slug] as const,
  orgProjects: (
    slug: string | undefined,
    params: { limit?: number; offset?: number; search?: string; sort?: ProjectSortOption }
  ) => ['projects', 'org', slug, params] as const,
}
