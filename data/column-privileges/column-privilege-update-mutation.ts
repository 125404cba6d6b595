import { useMutation } from '@tanstack/react-query'

import type { DatabaseConnectionVariables } from '@/data/database/connection'
import { runPgQuery } from '@/data/pg-query/run-pg-query'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import { buildPrivilegeChangeSql, type PrivilegeChange } from '@/lib/column-privileges/privileges-sql'

import { columnPrivilegeKeys } from './keys'

export type ColumnPrivilegeUpdateVariables = DatabaseConnectionVariables & PrivilegeChange
export type ColumnPrivilegeUpdateData = void
export type ColumnPrivilegeUpdateError = ResponseError

export async function updateColumnPrivilege({ projectRef, connectionString, ...change }: ColumnPrivilegeUpdateVariables) {
  await runPgQuery({ projectRef, connectionString, sql: buildPrivilegeChangeSql(change) })
}

export function useColumnPrivilegeUpdateMutation(options: UseCustomMutationOptions<ColumnPrivilegeUpdateData, ColumnPrivilegeUpdateError, ColumnPrivilegeUpdateVariables> = {}) {
  return useMutation<ColumnPrivilegeUpdateData, ColumnPrivilegeUpdateError, ColumnPrivilegeUpdateVariables>({
    mutationFn: updateColumnPrivilege,
    meta: { invalidates: (variables: ColumnPrivilegeUpdateVariables) => [
        columnPrivilegeKeys.table(variables.projectRef, variables.schema, variables.table),
      ] },
    ...options,
  })
}
