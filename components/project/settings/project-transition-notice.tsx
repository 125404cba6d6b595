import { ProjectStatusBadge } from '@/components/org/projects/project-status-badge'
import type { ProjectStatus } from '@/lib/api/types'
import { TRANSITION_MESSAGES } from '@/lib/projects/transition-messages'

/**
 * The project's status badge and, while it changes state, what it is doing. A live region, so a
 * screen reader hears each step (pausing, paused, restoring, starting, healthy).
 */
export function ProjectTransitionNotice({ status }: { status: ProjectStatus }) {
  const message = TRANSITION_MESSAGES[status]
  return (
    <div role="status" aria-live="polite" data-testid="project-status" data-status={status} className="flex items-center gap-2 text-sm">
      <ProjectStatusBadge status={status} />
      {message && <span className="text-muted">{message}</span>}
    </div>
  )
}
