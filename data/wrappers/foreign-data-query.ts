import { queryOptions, useQuery } from '@tanstack/react-query'

import type { PgMetaVariables, PgMetaContext } from '@/data/sql/pg-meta'
import { executeSql } from '@/data/sql/execute-sql'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import { FOREIGN_DATA_SQL, type ForeignData } from '@/lib/wrappers/wrappers-sql'

import { wrapperKeys } from './keys'

export type ForeignDataVariables = PgMetaVariables
export type ForeignDataData = ForeignData
export type ForeignDataError = ResponseError

export async function getForeignData(variables: ForeignDataVariables, context: PgMetaContext): Promise<ForeignDataData> {
  const [row] = await executeSql<ForeignData>({ ...variables, sql: FOREIGN_DATA_SQL }, context)
  return row ?? { wrappers: [], servers: [], tables: [] }
}

export const foreignDataQueryOptions = <TData = ForeignDataData>(variables: ForeignDataVariables) =>
  queryOptions<ForeignDataData, ForeignDataError, TData>({
    queryKey: wrapperKeys.foreignData(variables.projectRef),
    queryFn: (context) => getForeignData(variables, context),
  })

export function useForeignDataQuery<TData = ForeignDataData>(
  variables: ForeignDataVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<ForeignDataData, ForeignDataError, TData> = {}
) {
  return useQuery<ForeignDataData, ForeignDataError, TData>({
    ...foreignDataQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef),
  })
}
