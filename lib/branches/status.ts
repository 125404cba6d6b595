import type { Schemas } from '@/lib/api/types'

type BranchStatus = Schemas['BranchStatus']

/** Words for each branch status, and whether it is still on its way (polled) or failed. */
export const BRANCH_STATUS_LABELS: Record<BranchStatus, string> = {
  CREATING_PROJECT: 'Creating project',
  RUNNING_MIGRATIONS: 'Running migrations',
  MIGRATIONS_PASSED: 'Migrations passed',
  MIGRATIONS_FAILED: 'Migrations failed',
  FUNCTIONS_DEPLOYED: 'Functions deployed',
  FUNCTIONS_FAILED: 'Functions failed',
}

export function isBranchFailed(branch: { status: BranchStatus }): boolean {
  return branch.status === 'MIGRATIONS_FAILED' || branch.status === 'FUNCTIONS_FAILED'
}

/** Still changing by itself: worth polling. */
export function isBranchSettling(branch: { status: BranchStatus; preview_project_status?: string }): boolean {
  return branch.status === 'CREATING_PROJECT' || branch.status === 'RUNNING_MIGRATIONS' || branch.preview_project_status === 'COMING_UP'
}

export function branchStatusLabel(status: string): string {
  return (BRANCH_STATUS_LABELS as Record<string, string>)[status] ?? status
}

const PREVIEW_PROJECT_STATUS_LABELS: Record<string, string> = {
  ACTIVE_HEALTHY: 'Project ready',
  ACTIVE_UNHEALTHY: 'Project unhealthy',
  COMING_UP: 'Project starting',
  INACTIVE: 'Project paused',
  PAUSING: 'Project pausing',
  RESTORING: 'Project restoring',
  RESTARTING: 'Project restarting',
  RESIZING: 'Project resizing',
  UPGRADING: 'Project upgrading',
  GOING_DOWN: 'Project shutting down',
  INIT_FAILED: 'Project failed to start',
  REMOVED: 'Project removed',
  UNKNOWN: 'Project status unknown',
}

/** The branch's preview project in words ("Project starting", not "Project COMING_UP"). */
export function previewProjectStatusLabel(status: string): string {
  return PREVIEW_PROJECT_STATUS_LABELS[status] ?? `Project ${status.replaceAll('_', ' ').toLowerCase()}`
}
