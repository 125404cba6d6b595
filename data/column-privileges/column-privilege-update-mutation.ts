import { useMutation } from '@tanstack/react-query'

import type { PgMetaVariables, PgMetaContext } from '@/data/sql/pg-meta'
import { executeSql } from '@/data/sql/execute-sql'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import { buildPrivilegeChangeSql, type PrivilegeChange } from '@/lib/column-privileges/privileges-sql'

import { columnPrivilegeKeys } from './keys'

export type ColumnPrivilegeUpdateVariables = PgMetaVariables & PrivilegeChange
export type ColumnPrivilegeUpdateData = void
export type ColumnPrivilegeUpdateError = ResponseError

export async function updateColumnPrivilege({ projectRef, ...change }: ColumnPrivilegeUpdateVariables, context: PgMetaContext) {
  await executeSql({ projectRef, sql: buildPrivilegeChangeSql(change) }, context)
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
