import { identifierError } from '@/lib/identifiers/identifier-rules'
import { readableQualifiedName, readableIdent } from '@/lib/sql/quote'

/** SQL of the Triggers page: create, enable or disable, and drop triggers. */

export const TRIGGER_TIMINGS = ['BEFORE', 'AFTER', 'INSTEAD OF'] as const
export type TriggerTimingName = (typeof TRIGGER_TIMINGS)[number]
export const TRIGGER_EVENTS = ['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE'] as const
export type TriggerEvent = (typeof TRIGGER_EVENTS)[number]
export const TRIGGER_ORIENTATIONS = ['ROW', 'STATEMENT'] as const
export type TriggerOrientation = (typeof TRIGGER_ORIENTATIONS)[number]

export interface TriggerDraft {
  schema: string
  table: string
  name: string
  timing: TriggerTimingName
  events: TriggerEvent[]
  orientation: TriggerOrientation
  functionSchema: string
  functionName: string
  /** A WHEN condition (may use OLD and NEW in row triggers); empty for none. */
  condition: string
}

export interface ExistingTrigger {
  schema: string
  table: string
  name: string
}

export function validateTriggerDraft(draft: TriggerDraft): string | null {
  const nameError = identifierError('trigger', draft.name)
  if (nameError) return nameError
  if (!draft.table) return 'Choose a table.'
  if (draft.events.length === 0) return 'Choose at least one event.'
  if (!draft.functionName) return 'Choose the function the trigger calls.'
  if (draft.events.includes('TRUNCATE') && draft.orientation === 'ROW') return 'TRUNCATE triggers fire once per statement: choose "for each statement".'
  if (draft.timing === 'INSTEAD OF' && draft.orientation !== 'ROW') return 'INSTEAD OF triggers (on views) fire for each row.'
  return null
}

export function buildCreateTriggerSql(draft: TriggerDraft): string {
  const events = TRIGGER_EVENTS.filter((event) => draft.events.includes(event))
  const lines = [
    `create trigger ${readableIdent(draft.name.trim())}`,
    `${draft.timing.toLowerCase()} ${events.map((event) => event.toLowerCase()).join(' or ')}`,
    `on ${readableQualifiedName(draft.schema, draft.table)}`,
    `for each ${draft.orientation.toLowerCase()}`,
  ]
  if (draft.condition.trim()) lines.push(`when (${draft.condition.trim()})`)
  lines.push(`execute function ${readableQualifiedName(draft.functionSchema, draft.functionName)}()`)
  return lines.join('\n')
}

export function buildDropTriggerSql(trigger: ExistingTrigger): string {
  return `drop trigger ${readableIdent(trigger.name)} on ${readableQualifiedName(trigger.schema, trigger.table)}`
}

export function buildTriggerEnabledSql(trigger: ExistingTrigger, isEnabled: boolean): string {
  return `alter table ${readableQualifiedName(trigger.schema, trigger.table)} ${isEnabled ? 'enable' : 'disable'} trigger ${readableIdent(trigger.name)}`
}

/** A trigger as pg-meta lists it, in the form's terms, for editing. */
export function triggerDraftFromCatalog(trigger: {
  schema: string
  table: string
  name: string
  activation: string
  events: readonly string[]
  orientation: string
  function_schema: string
  function_name: string
  condition?: string | null
}): TriggerDraft {
  const timing = TRIGGER_TIMINGS.find((candidate) => candidate === trigger.activation.toUpperCase()) ?? 'BEFORE'
  const orientation = TRIGGER_ORIENTATIONS.find((candidate) => candidate === trigger.orientation.toUpperCase()) ?? 'ROW'
  return {
    schema: trigger.schema,
    table: trigger.table,
    name: trigger.name,
    timing,
    events: TRIGGER_EVENTS.filter((event) => trigger.events.some((candidate) => candidate.toUpperCase() === event)),
    orientation,
    functionSchema: trigger.function_schema,
    functionName: trigger.function_name,
    condition: trigger.condition ?? '',
  }
}

/**
 * Postgres has no ALTER TRIGGER for what a trigger fires on: an edit drops it and creates it again, in
 * one transaction, so the table is never without it; a disabled trigger stays disabled.
 */
export function buildReplaceTriggerStatements(original: ExistingTrigger & { isDisabled?: boolean }, draft: TriggerDraft): string[] {
  const statements = [buildDropTriggerSql(original), buildCreateTriggerSql(draft)]
  if (original.isDisabled) statements.push(buildTriggerEnabledSql({ schema: draft.schema, table: draft.table, name: draft.name.trim() }, false))
  return statements
}
