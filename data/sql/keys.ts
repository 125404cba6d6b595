/**
 * Query keys of the SQL editor. Completion names live under the project's database prefix
 * (['projects', ref, 'database']) so any DDL invalidation there refreshes them too.
 */
export const sqlKeys = {
  completion: (projectRef: string | undefined) => ['projects', projectRef, 'database', 'sql-completion'] as const,
}
