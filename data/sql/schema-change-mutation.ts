import { useMutation } from '@tanstack/react-query'

import { projectKeys } from '@/data/projects/keys'
import { reviewedSql } from '@/lib/sql/transaction'

import type { ExecuteSqlError } from './execute-sql'
import { runReviewedSql } from './reviewed-sql-mutation'

export interface SchemaChangeVariables {
  /** The statements the user reviewed; they run wrapped in one transaction, all or nothing. */
  statements: readonly string[]
}

/** The exact SQL a schema change runs, for the preview: the statements inside one transaction. */
export function schemaChangeSql(statements: readonly string[]): string {
  return reviewedSql(statements, 'shown')
}

/**
 * Runs a schema change built by the table designer's builders. Everything read from the project's
 * database (tables, columns, types, indexes, rows) is refetched afterwards, since DDL may touch any of it.
 */
export function useSchemaChangeMutation({ projectRef }: { projectRef: string | undefined }) {
  const invalidates = [projectKeys.database(projectRef)]
  return useMutation<unknown, ExecuteSqlError, SchemaChangeVariables>({
    // The table designer's forms build their statements on submit: the same run as useReviewedSql's.
    mutationFn: ({ statements }, context) =>
      runReviewedSql({ projectRef, sql: reviewedSql(statements, 'run'), invalidates, label: 'table-designer' }, context),
    meta: { invalidates: () => invalidates },
  })
}
