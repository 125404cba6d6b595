import { projectKeys } from '@/data/projects/keys'

/** Query keys of a project's tables (under its database key, so a schema change refreshes them). */
export const tableKeys = {
  /** Every table read of the project: RLS switches and schema changes invalidate it at once. */
  all: (projectRef: string | undefined) => [...projectKeys.database(projectRef), 'tables'] as const,
  /** One schema's tables, without columns. */
  list: (projectRef: string | undefined, schema: string | undefined) => [...tableKeys.all(projectRef), schema] as const,
  /** The table editor's light list of a schema (under list, so invalidating that covers it). */
  lightList: (projectRef: string | undefined, schema: string | undefined) => [...tableKeys.list(projectRef, schema), 'list'] as const,
  /** One schema's tables with their columns (what foreign keys can point at). */
  withColumns: (projectRef: string | undefined, schema: string | undefined) => [...tableKeys.list(projectRef, schema), 'with-columns'] as const,
  detail: (projectRef: string | undefined, id: number | undefined) => [...projectKeys.database(projectRef), 'table', id] as const,
}
