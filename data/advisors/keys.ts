/** Query keys of the advisors; under the project's database key so a DDL change refreshes them. */
export const advisorKeys = {
  performanceLints: (projectRef: string | undefined) => ['projects', projectRef, 'database', 'advisors', 'performance-lints'] as const,
  securityLints: (projectRef: string | undefined) => ['projects', projectRef, 'database', 'advisors', 'security-lints'] as const,
  topQueries: (projectRef: string | undefined, schema: string | null | undefined) =>
    ['projects', projectRef, 'database', 'advisors', 'top-queries', schema] as const,
  indexAdvice: (projectRef: string | undefined, schema: string | null | undefined, query: string) =>
    ['projects', projectRef, 'database', 'advisors', 'index-advice', schema, query] as const,
}
