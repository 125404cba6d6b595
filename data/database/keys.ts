/** Query keys of a project's database objects as pg-meta reports them. */
export const databaseKeys = {
  /** Everything read from one project's database, so a DDL change can invalidate it at once. */
  all: (projectRef: string | undefined) => ['projects', projectRef, 'database'] as const,
  schemas: (projectRef: string | undefined) => ['projects', projectRef, 'database', 'schemas'] as const,
  tables: (projectRef: string | undefined, schema: string | undefined) =>
    ['projects', projectRef, 'database', 'tables', schema] as const,
  /** The table editor's light list of a schema (under tables, so invalidating those covers it). */
  tableList: (projectRef: string | undefined, schema: string | undefined) =>
    ['projects', projectRef, 'database', 'tables', schema, 'list'] as const,
  table: (projectRef: string | undefined, id: number | undefined) =>
    ['projects', projectRef, 'database', 'table', id] as const,
  types: (projectRef: string | undefined) => ['projects', projectRef, 'database', 'types'] as const,
  indexes: (projectRef: string | undefined) => ['projects', projectRef, 'database', 'indexes'] as const,
  extensions: (projectRef: string | undefined) => ['projects', projectRef, 'database', 'extensions'] as const,
}
