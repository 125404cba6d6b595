import { useMutation } from '@tanstack/react-query'

import type { PgMetaVariables, PgMetaContext } from '@/data/sql/pg-meta'
import { executeSql, type ExecuteSqlError } from '@/data/sql/execute-sql'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'

import { vaultKeys } from './keys'

export interface VaultSecretChangeVariables extends PgMetaVariables {
  /** The SQL the user was shown (one transaction), with the secret's real value in place of the mask. */
  sql: string
}
export type VaultSecretChangeData = void
export type VaultSecretChangeError = ExecuteSqlError

export async function changeVaultSecret({ projectRef, sql }: VaultSecretChangeVariables, context: PgMetaContext) {
  await executeSql({ projectRef, sql, queryKey: 'vault-secret-change' }, context)
}

/** Creates, updates or deletes a secret, then reloads the list. */
export function useVaultSecretChangeMutation(
  options: UseCustomMutationOptions<VaultSecretChangeData, VaultSecretChangeError, VaultSecretChangeVariables> = {}
) {
  return useMutation<VaultSecretChangeData, VaultSecretChangeError, VaultSecretChangeVariables>({
    mutationFn: changeVaultSecret,
    meta: { invalidates: (variables: VaultSecretChangeVariables) => [vaultKeys.secrets(variables.projectRef)] },
    ...options,
  })
}
