import { projectKeys } from '@/data/projects/keys'

/** Query keys of triggers. */
export const triggerKeys = {
  /** pg-meta's triggers of every schema (the Triggers page). */
  all: (projectRef: string | undefined) => [...projectKeys.database(projectRef), 'pg-meta-triggers'] as const,
  list: (projectRef: string | undefined, schema: string | undefined) => [...triggerKeys.all(projectRef), schema] as const,
  /** Every user trigger read from the catalogue with its webhook flag (the Database hooks page). */
  withWebhooks: (projectRef: string | undefined) => [...projectKeys.database(projectRef), 'triggers'] as const,
}
