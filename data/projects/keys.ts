import type { ProjectSortOption } from './org-projects-query'

/** Query keys of projects (DESIGN.md §4; SPEC §3 "Project resources identified by cache key"). */
export const projectKeys = {
  list: () => ['projects'] as const,
  /**
   * The parent of everything one project caches: every resource's keys.ts builds on it (or on
   * `database` below), so deleting a project drops all of them at once.
   */
  all: (ref: string | undefined) => ['projects', ref] as const,
  /** Everything read from one project's database, so a schema change can invalidate it at once. */
  database: (ref: string | undefined) => [...projectKeys.all(ref), 'database'] as const,
  detail: (ref: string | undefined) => [...projectKeys.all(ref), 'detail'] as const,
  status: (ref: string | undefined) => [...projectKeys.all(ref), 'status'] as const,
  pauseStatus: (ref: string | undefined) => [...projectKeys.all(ref), 'pause-status'] as const,
  serviceVersions: (ref: string | undefined) => [...projectKeys.all(ref), 'service-versions'] as const,
  settings: (ref: string | undefined) => [...projectKeys.all(ref), 'settings'] as const,
  addons: (ref: string | undefined) => [...projectKeys.all(ref), 'addons'] as const,
  transferPreview: (ref: string | undefined, targetSlug: string | undefined) =>
    [...projectKeys.all(ref), 'transfer', 'preview', targetSlug] as const,
  /** Every organization's pages of projects. */
  orgProjectsAll: () => ['projects', 'org'] as const,
  /** All pages of one organization's projects share this prefix, so one invalidation covers them. */
  orgProjectsPrefix: (slug: string | undefined) => [...projectKeys.orgProjectsAll(), slug] as const,
  orgProjects: (
    slug: string | undefined,
    params: { limit?: number; offset?: number; search?: string; sort?: ProjectSortOption }
  ) => [...projectKeys.orgProjectsPrefix(slug), params] as const,
}
