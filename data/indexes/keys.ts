import { projectKeys } from '@/data/projects/keys'

/** Query keys of indexes; under the database's own key, so any schema change refreshes them. */
export const indexKeys = {
  list: (projectRef: string | undefined) => [...projectKeys.database(projectRef), 'indexes'] as const,
  stats: (projectRef: string | undefined, schema: string | undefined) => [...projectKeys.database(projectRef), 'index-stats', schema] as const,
}
