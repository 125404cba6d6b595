import type { AuditLog } from '@/lib/api/types'

/** The audit page's filters live in its URL (?action=…&member=…), so a filtered view can be linked to and survives a reload. */
export const AUDIT_FILTER_PARAMS = { action: 'action', member: 'member' } as const

export interface AuditFilters {
  /** An action name, e.g. project.pause. */
  action: string | null
  /** The actor's id: a member's user id, or "system" for the platform itself. */
  member: string | null
}

export function parseAuditFilters(params: URLSearchParams): AuditFilters {
  return {
    action: params.get(AUDIT_FILTER_PARAMS.action) || null,
    member: params.get(AUDIT_FILTER_PARAMS.member) || null,
  }
}

/** The page's query with the filters changed and every other parameter kept ("" when none is left). */
export function withAuditFilters(params: URLSearchParams, filters: AuditFilters): string {
  const next = new URLSearchParams(params.toString())
  for (const key of ['action', 'member'] as const) {
    const value = filters[key]
    if (value) next.set(AUDIT_FILTER_PARAMS[key], value)
    else next.delete(AUDIT_FILTER_PARAMS[key])
  }
  return next.toString()
}

function actorKey(actor: AuditLog['actor']): string {
  return actor.type === 'system' ? 'system' : actor.id
}

/** Who did it: the actor's email when the platform sent one, "System" for the platform itself. */
export function auditActorLabel(actor: AuditLog['actor']): string {
  if (actor.type === 'system') return 'System'
  const email = actor.metadata?.find((entry) => typeof entry.email === 'string')?.email
  return typeof email === 'string' ? email : actor.id
}

export function filterAuditLogs(logs: readonly AuditLog[], filters: AuditFilters): AuditLog[] {
  return logs.filter(
    (log) =>
      (filters.action === null || log.action.name === filters.action) &&
      (filters.member === null || actorKey(log.actor) === filters.member)
  )
}

export interface AuditFilterOption {
  value: string
  label: string
}

/**
 * The actions and members found in the loaded range, sorted by label. A filter from the URL that the
 * range does not contain stays offered, so the picker shows what is applied and can clear it.
 */
export function auditFilterOptions(logs: readonly AuditLog[], filters: AuditFilters) {
  const actions = new Map<string, string>()
  const members = new Map<string, string>()
  for (const log of logs) {
    actions.set(log.action.name, log.action.name)
    members.set(actorKey(log.actor), auditActorLabel(log.actor))
  }
  if (filters.action !== null && !actions.has(filters.action)) actions.set(filters.action, filters.action)
  if (filters.member !== null && !members.has(filters.member)) members.set(filters.member, filters.member)
  const sorted = (entries: Map<string, string>): AuditFilterOption[] =>
    [...entries].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label))
  return { actions: sorted(actions), members: sorted(members) }
}
