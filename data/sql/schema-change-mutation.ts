import { useMutation } from '@tanstack/react-query'

import { projectKeys } from '@/data/projects/keys'
import { executeSql, type ExecuteSqlError } from '@/data/sql/execute-sql'
import { inTransaction } from '@/lib/sql/transaction'

export interface SchemaChangeVariables {
  /** The statements the user reviewed; they run wrapped in one transaction, all or nothing. */
  statements: readonly string[]
}

/** The exact SQL a schema change runs, for the preview: the statements inside one transaction. */
export function schemaChangeSql(statements: readonly string[]): string {
  return inTransaction(statements)
}

/**
 * Runs a schema change built by the table designer's builders. Everything read from the project's
 * database (tables, columns, types, indexes, rows) is refetched afterwards, since DDL may touch any of it.
 */
export function useSchemaChangeMutation({ projectRef }: { projectRef: string | undefined }) {
  return useMutation<unknown, ExecuteSqlError, SchemaChangeVariables>({
    mutationFn: ({ statements }, context) =>
      executeSql({ projectRef, sql: schemaChangeSql(statements), queryKey: 'table-designer' }, context),
    meta: { invalidates: () => [projectKeys.database(projectRef)] },
  })
}
