import { projectKeys } from '@/data/projects/keys'

/** Query keys of a project's schemas (under its database key, so a schema change refreshes them). */
export const schemaKeys = {
  list: (projectRef: string | undefined) => [...projectKeys.database(projectRef), 'schemas'] as const,
}
