/** Query keys of the Policies page. */
export const policyKeys = {
  all: (projectRef: string | undefined) => ['projects', projectRef, 'database', 'policies'] as const,
  list: (projectRef: string | undefined, schema: string | undefined) => ['projects', projectRef, 'database', 'policies', 'list', schema] as const,
  tables: (projectRef: string | undefined, schema: string | undefined) => ['projects', projectRef, 'database', 'policies', 'tables', schema] as const,
  schemas: (projectRef: string | undefined) => ['projects', projectRef, 'database', 'policies', 'schemas'] as const,
  roles: (projectRef: string | undefined) => ['projects', projectRef, 'database', 'roles'] as const,
}
