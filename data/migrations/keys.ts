import { databaseKeys } from '@/data/database/keys'

/** Under the database's own key, so a schema change made from the dashboard refreshes the list too. */
export const migrationKeys = {
  list: (projectRef: string | undefined) => [...databaseKeys.all(projectRef), 'migrations'] as const,
}
