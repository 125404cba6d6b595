import { queryOptions, useQuery } from '@tanstack/react-query'

import type { DatabaseConnectionVariables } from '@/data/database/connection'
import { runPgQuery } from '@/data/pg-query/run-pg-query'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import { FOREIGN_DATA_SQL, type ForeignData } from '@/lib/wrappers/wrappers-sql'

import { wrapperKeys } from './keys'

export type ForeignDataVariables = DatabaseConnectionVariables
export type ForeignDataData = ForeignData
export type ForeignDataError = ResponseError

export async function getForeignData(variables: ForeignDataVariables, signal?: AbortSignal): Promise<ForeignDataData> {
  const [row] = await runPgQuery<ForeignData>({ ...variables, sql: FOREIGN_DATA_SQL }, signal)
  return row ?? { wrappers: [], servers: [], tables: [] }
}

export const foreignDataQueryOptions = <TData = ForeignDataData>(variables: ForeignDataVariables) =>
  queryOptions<ForeignDataData, ForeignDataError, TData>({
    queryKey: wrapperKeys.foreignData(variables.projectRef),
    queryFn: ({ signal }) => getForeignData(variables, signal),
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
