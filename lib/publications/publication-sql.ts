import { readableQualifiedName, readableIdent } from '@/lib/sql/quote'

/** SQL of the Publications page: which changes a publication sends, and which tables it sends them for. */

export const PUBLICATION_EVENTS = ['insert', 'update', 'delete', 'truncate'] as const
export type PublicationEvent = (typeof PUBLICATION_EVENTS)[number]

export interface PublicationFlags {
  name: string
  publish_insert: boolean
  publish_update: boolean
  publish_delete: boolean
  publish_truncate: boolean
}

export function publishedEvents(publication: PublicationFlags): PublicationEvent[] {
  return PUBLICATION_EVENTS.filter((event) => publication[`publish_${event}`])
}

/** The publication with one event switched on or off: `set (publish = …)` names the whole new list. */
export function buildPublicationEventSql(publication: PublicationFlags, event: PublicationEvent, isOn: boolean): string {
  const current = publishedEvents(publication)
  const next = PUBLICATION_EVENTS.filter((candidate) => (candidate === event ? isOn : current.includes(candidate)))
  return `alter publication ${readableIdent(publication.name)} set (publish = '${next.join(', ')}')`
}

/** Adds a table to the publication or takes it out. */
export function buildPublicationTableSql(publication: string, table: { schema: string; name: string }, isAdding: boolean): string {
  return `alter publication ${readableIdent(publication)} ${isAdding ? 'add' : 'drop'} table ${readableQualifiedName(table.schema, table.name)}`
}
