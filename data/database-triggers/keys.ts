/** Query keys of the Triggers page. */
export const databaseTriggerKeys = {
  all: (projectRef: string | undefined) => ['projects', projectRef, 'database', 'pg-meta-triggers'] as const,
  list: (projectRef: string | undefined, schema: string | undefined) => ['projects', projectRef, 'database', 'pg-meta-triggers', schema] as const,
}
