import { projectKeys } from '@/data/projects/keys'

/** Query keys of the advisors; under the project's database key so a DDL change refreshes them. */
export const advisorKeys = {
  performanceLints: (projectRef: string | undefined) => [...projectKeys.database(projectRef), 'advisors', 'performance-lints'] as const,
  securityLints: (projectRef: string | undefined) => [...projectKeys.database(projectRef), 'advisors', 'security-lints'] as const,
  topQueries: (projectRef: string | undefined, schema: string | null | undefined) =>
    [...projectKeys.database(projectRef), 'advisors', 'top-queries', schema] as const,
  indexAdvice: (projectRef: string | undefined, schema: string | null | undefined, query: string) =>
    [...projectKeys.database(projectRef), 'advisors', 'index-advice', schema, query] as const,
}
