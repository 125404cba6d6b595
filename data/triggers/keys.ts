import { projectKeys } from '@/data/projects/keys'

/** Query keys of triggers. */
export const triggerKeys = {
  /** Every trigger outside Postgres's own schemas, read once for the Triggers and the Database hooks pages. */
  all: (projectRef: string | undefined) => [...projectKeys.database(projectRef), 'triggers'] as const,
}
