import { useMutation } from '@tanstack/react-query'

import type { PgMetaVariables, PgMetaContext } from '@/data/sql/pg-meta'
import { executeSql } from '@/data/sql/execute-sql'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import { buildRevealSecretSql } from '@/lib/vault/vault-sql'

export interface VaultSecretRevealVariables extends PgMetaVariables {
  id: string
}
export type VaultSecretRevealData = string | null
export type VaultSecretRevealError = ResponseError

/**
 * Reads one secret's value on demand. A mutation, not a query: the value must not sit in the query
 * cache (or its devtools) after the user hides it again.
 */
export async function revealVaultSecret({ id, projectRef }: VaultSecretRevealVariables, context: PgMetaContext): Promise<VaultSecretRevealData> {
  const [row] = await executeSql<{ decrypted_secret: string | null }>({ projectRef, sql: buildRevealSecretSql(id) }, context)
  return row?.decrypted_secret ?? null
}

export function useVaultSecretRevealMutation(
  options: UseCustomMutationOptions<VaultSecretRevealData, VaultSecretRevealError, VaultSecretRevealVariables> = {}
) {
  return useMutation<VaultSecretRevealData, VaultSecretRevealError, VaultSecretRevealVariables>({
    mutationFn: revealVaultSecret,
    ...options,
  })
}
