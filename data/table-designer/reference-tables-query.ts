import { queryOptions, useQuery } from '@tanstack/react-query'

import { connectionHeader, requireProjectRef, resolveConnectionString } from '@/data/database/connection'
import { databaseKeys } from '@/data/database/keys'
import type { ExecuteSqlContext } from '@/data/sql/execute-sql'
import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { ResponseError } from '@/lib/api/response-error'
import type { PgTable } from '@/lib/api/types'

export interface ReferenceTablesVariables {
  projectRef?: string
  schema?: string
}

/** The tables of a schema with their columns: what a foreign key may reference. */
export async function getReferenceTables({ projectRef, schema }: ReferenceTablesVariables, { client, signal }: ExecuteSqlContext) {
  const ref = requireProjectRef(projectRef)
  if (!schema) throw new Error('Schema is required')
  const connectionString = await resolveConnectionString(client, ref)
  const { data, error } = await platform.GET('/platform/pg-meta/{ref}/tables', {
    params: { path: { ref }, query: { included_schemas: [schema], include_columns: true }, header: connectionHeader(connectionString) },
    signal,
  })
  if (error) handleError(error)
  return data
}

export const referenceTablesQueryOptions = (variables: ReferenceTablesVariables) =>
  queryOptions<PgTable[], ResponseError>({
    queryKey: [...databaseKeys.tables(variables.projectRef, variables.schema), 'with-columns'],
    queryFn: ({ client, signal }) => getReferenceTables(variables, { client, signal }),
  })

export function useReferenceTablesQuery(variables: ReferenceTablesVariables, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...referenceTablesQueryOptions(variables), enabled: enabled && Boolean(variables.projectRef && variables.schema) })
}
