import { projectKeys } from '@/data/projects/keys'

/** Query keys of columns (under the database key, so a schema change refreshes them). */
export const columnKeys = {
  dependents: (projectRef: string | undefined, schema: string | undefined, table: string | undefined, column: string | undefined) =>
    [...projectKeys.database(projectRef), 'column-dependents', schema, table, column] as const,
}
