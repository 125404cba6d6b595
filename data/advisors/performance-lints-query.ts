import { queryOptions, useQuery } from '@tanstack/react-query'

import { executeSql, type ExecuteSqlError } from '@/data/sql/execute-sql'
import { PERFORMANCE_LINTS_SQL, type PerformanceLintRow } from '@/lib/advisors/performance-lints-sql'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'

import { advisorKeys } from './keys'

export interface PerformanceLintsVariables {
  projectRef: string | undefined
}
export type PerformanceLintsData = PerformanceLintRow[]
export type PerformanceLintsError = ExecuteSqlError

export const performanceLintsQueryOptions = <TData = PerformanceLintsData>({ projectRef }: PerformanceLintsVariables) =>
  queryOptions<PerformanceLintsData, PerformanceLintsError, TData>({
    queryKey: advisorKeys.performanceLints(projectRef),
    queryFn: (context) => executeSql<PerformanceLintRow>({ projectRef, sql: PERFORMANCE_LINTS_SQL, queryKey: 'performance-lints' }, context),
  })

export function usePerformanceLintsQuery<TData = PerformanceLintsData>(
  variables: PerformanceLintsVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<PerformanceLintsData, PerformanceLintsError, TData> = {}
) {
  return useQuery<PerformanceLintsData, PerformanceLintsError, TData>({
    ...performanceLintsQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef),
  })
}
