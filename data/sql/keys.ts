import { projectKeys } from '@/data/projects/keys'

/** Query keys of the SQL editor; completion names sit under the database key, so any DDL refreshes them. */
export const sqlKeys = {
  completion: (projectRef: string | undefined) => [...projectKeys.database(projectRef), 'sql-completion'] as const,
}
