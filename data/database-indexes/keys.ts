import { databaseKeys } from '@/data/database/keys'

/** Query keys of the Indexes page; under the database's own key, so any schema change refreshes them. */
export const databaseIndexKeys = {
  stats: (projectRef: string | undefined, schema: string | undefined) => [...databaseKeys.all(projectRef), 'index-stats', schema] as const,
}
