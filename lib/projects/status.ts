import type { Project, ProjectStatus } from '@/lib/api/types'

/** SPEC §9: project detail freshness and status polling. */
export const PROJECT_DETAIL_STALE_TIME_MS = 30_000
export const PROJECT_STATUS_POLL_INTERVAL_MS = 5_000

/** Every project status of SPEC §4, in its order. */
export const PROJECT_STATUSES = [
  'INACTIVE',
  'ACTIVE_HEALTHY',
  'ACTIVE_UNHEALTHY',
  'COMING_UP',
  'UNKNOWN',
  'GOING_DOWN',
  'INIT_FAILED',
  'REMOVED',
  'RESTARTING',
  'RESTORING',
  'RESTORE_FAILED',
  'UPGRADING',
  'PAUSING',
  'PAUSE_FAILED',
  'RESIZING',
] as const satisfies readonly ProjectStatus[]

/** A connection string is usable once the platform has filled it in (it is empty or null before). */
export function isValidConnectionString(connectionString: string | null | undefined): connectionString is string {
  return typeof connectionString === 'string' && connectionString.trim().length > 0
}

/**
 * Statuses a project passes through on its way somewhere else (after a pause, restore, restart or
 * resize). Besides SPEC §4's COMING_UP and UNKNOWN the detail keeps polling through these, so a page
 * shows every step until the project settles.
 */
export const IN_BETWEEN_STATUSES: ReadonlySet<ProjectStatus> = new Set<ProjectStatus>([
  'COMING_UP',
  'UNKNOWN',
  'PAUSING',
  'RESTORING',
  'RESTARTING',
  'RESIZING',
  'GOING_DOWN',
  'UPGRADING',
])

/** Whether the project detail must keep polling: changing state, state unknown, or no connection yet. */
export function shouldPollProject(project: Pick<Project, 'status' | 'connectionString'> | undefined): boolean {
  if (!project) return false
  return IN_BETWEEN_STATUSES.has(project.status) || !isValidConnectionString(project.connectionString)
}

/** The refetch interval of the project detail: 5 s while polling is needed, otherwise none. */
export function projectRefetchInterval(project: Pick<Project, 'status' | 'connectionString'> | undefined): number | false {
  return shouldPollProject(project) ? PROJECT_STATUS_POLL_INTERVAL_MS : false
}

/** A branch's parent, otherwise the project itself (SPEC §2 "Route context"). */
export function parentRefOf(project: Pick<Project, 'ref' | 'parent_project_ref'>): string {
  return project.parent_project_ref || project.ref
}

/** SPEC §3: an OrioleDB project runs a database version that ends with "orioledb". */
export function isOrioleDbProject(project: Pick<Project, 'dbVersion'> | undefined): boolean {
  return Boolean(project?.dbVersion?.endsWith('orioledb'))
}

/** SPEC §3: the separate check of OrioleDB on the AWS provider. */
export function isOrioleDbInAws(project: Pick<Project, 'dbVersion' | 'cloud_provider'> | undefined): boolean {
  return isOrioleDbProject(project) && project?.cloud_provider === 'AWS'
}
