/** Query keys of the column privileges page. */
export const columnPrivilegeKeys = {
  table: (projectRef: string | undefined, schema: string | undefined, table: string | undefined) =>
    ['projects', projectRef, 'database', 'column-privileges', schema, table] as const,
}
