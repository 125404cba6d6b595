import type { ProjectStatus } from '@/lib/api/types'

/** What a project is doing while it is in an in-between status, in words for the status line. */
export const TRANSITION_MESSAGES: Partial<Record<ProjectStatus, string>> = {
  PAUSING: 'Pausing the project…',
  RESTORING: 'Restoring the project…',
  COMING_UP: 'Setting up your project…',
  RESTARTING: 'Restarting the project…',
  RESIZING: 'Resizing the compute: the project restarts at its new size…',
  GOING_DOWN: 'Shutting the project down…',
  UPGRADING: 'Upgrading the database…',
  UNKNOWN: 'Checking the project’s status…',
}

/** Statuses in which the project serves requests and can be restarted, paused or resized. */
export function isProjectRunning(status: ProjectStatus | undefined): boolean {
  return status === 'ACTIVE_HEALTHY' || status === 'ACTIVE_UNHEALTHY'
}
