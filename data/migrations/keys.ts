import { projectKeys } from '@/data/projects/keys'

/** Under the database's own key, so a schema change made from the dashboard refreshes the list too. */
export const migrationKeys = {
  list: (projectRef: string | undefined) => [...projectKeys.database(projectRef), 'migrations'] as const,
}
