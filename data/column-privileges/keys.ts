import { projectKeys } from '@/data/projects/keys'

/** Query keys of the column privileges page. */
export const columnPrivilegeKeys = {
  table: (projectRef: string | undefined, schema: string | undefined, table: string | undefined) =>
    [...projectKeys.database(projectRef), 'column-privileges', schema, table] as const,
}
