import { queryOptions, useQuery } from '@tanstack/react-query'

import { pgMetaGet, type PgMetaContext } from '@/data/sql/pg-meta'
import type { ResponseError } from '@/lib/api/response-error'
import type { PgTable } from '@/lib/api/types'

import { tableKeys } from './keys'

export interface ReferenceTablesVariables {
  projectRef?: string
  schema?: string
}

/** The tables of a schema with their columns: what a foreign key may reference. */
export async function getReferenceTables({ projectRef, schema }: ReferenceTablesVariables, { client, signal }: PgMetaContext) {
  if (!schema) throw new Error('Schema is required')
  return pgMetaGet('/platform/pg-meta/{ref}/tables', { projectRef, query: { included_schemas: [schema], include_columns: true } }, { client, signal })
}

export const referenceTablesQueryOptions = (variables: ReferenceTablesVariables) =>
  queryOptions<PgTable[], ResponseError>({
    queryKey: tableKeys.withColumns(variables.projectRef, variables.schema),
    queryFn: ({ client, signal }) => getReferenceTables(variables, { client, signal }),
  })

export function useReferenceTablesQuery(variables: ReferenceTablesVariables, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...referenceTablesQueryOptions(variables), enabled: enabled && Boolean(variables.projectRef && variables.schema) })
}
