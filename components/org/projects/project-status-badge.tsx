import type { ProjectStatus } from '@/lib/api/types'
import { cn } from '@/lib/utils/cn'

const LABELS: Partial<Record<ProjectStatus, string>> = {
  ACTIVE_HEALTHY: 'Healthy',
  ACTIVE_UNHEALTHY: 'Unhealthy',
  COMING_UP: 'Coming up',
  INACTIVE: 'Paused',
  PAUSING: 'Pausing',
  RESTORING: 'Restoring',
  UNKNOWN: 'Unknown',
}

/** A project's status in words a person reads, with the raw value for the curious. */
export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const tone =
    status === 'ACTIVE_HEALTHY'
      ? 'border-brand text-brand'
      : status.endsWith('FAILED') || status === 'ACTIVE_UNHEALTHY' || status === 'REMOVED'
        ? 'border-destructive text-destructive'
        : 'border-border text-muted'
  return (
    <span className={cn('inline-flex rounded-full border px-2 py-0.5 text-xs', tone)} title={status}>
      {LABELS[status] ?? status.replaceAll('_', ' ').toLowerCase()}
    </span>
  )
}
