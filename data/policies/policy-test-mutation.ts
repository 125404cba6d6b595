import { useMutation } from '@tanstack/react-query'

import { executeSql, type ExecuteSqlError } from '@/data/sql/execute-sql'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import { buildPolicyTestSql, buildRowCountSql, type PolicyTestInput, type PolicyTestRow } from '@/lib/policies/policy-test-sql'

export interface PolicyTestVariables extends PolicyTestInput {
  projectRef: string | undefined
}
export interface PolicyTestData {
  rows: Record<string, unknown>[]
  /** Rows the role sees in all. */
  visible: number
  /** Rows in the table, as the dashboard's own role counts them. */
  total: number
}
export type PolicyTestError = ExecuteSqlError

/**
 * Reads the table as the chosen role in a rolled-back, read-only transaction (see buildPolicyTestSql).
 * A mutation rather than a query: it runs when the user asks, with what the form holds at that moment.
 */
export function usePolicyTestMutation(options: UseCustomMutationOptions<PolicyTestData, PolicyTestError, PolicyTestVariables> = {}) {
  return useMutation<PolicyTestData, PolicyTestError, PolicyTestVariables>({
    mutationFn: async ({ projectRef, ...input }, context) => {
      const rows = await executeSql<PolicyTestRow>({ projectRef, sql: buildPolicyTestSql(input), queryKey: 'policy-test' }, context)
      const [count] = await executeSql<{ total: number | string }>({ projectRef, sql: buildRowCountSql(input.schema, input.table) }, context)
      return {
        rows: rows.map((item) => item.row),
        visible: rows.length > 0 ? Number(rows[0].total) : 0,
        total: Number(count?.total ?? 0),
      }
    },
    ...options,
  })
}
