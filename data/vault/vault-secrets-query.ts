import { queryOptions, useQuery } from '@tanstack/react-query'

import type { PgMetaVariables, PgMetaContext } from '@/data/sql/pg-meta'
import { executeSql } from '@/data/sql/execute-sql'
import type { UseCustomQueryOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import { VAULT_PRESENCE_SQL, VAULT_SECRETS_SQL } from '@/lib/vault/vault-sql'

import { vaultKeys } from './keys'

/** A secret as listed: never its value. */
export interface VaultSecret {
  id: string
  name: string | null
  description: string | null
  created_at: string
  updated_at: string
}

export type VaultSecretsVariables = PgMetaVariables
/** Whether the database has the vault schema at all, and if so its secrets. */
export type VaultSecretsData = { hasVault: false } | { hasVault: true; canDecrypt: boolean; canWrite: boolean; secrets: VaultSecret[] }
export type VaultSecretsError = ResponseError

export async function getVaultSecrets(variables: VaultSecretsVariables, context: PgMetaContext): Promise<VaultSecretsData> {
  const [presence] = await executeSql<{ has_vault: boolean; can_decrypt: boolean; can_write?: boolean }>({ ...variables, sql: VAULT_PRESENCE_SQL }, context)
  if (!presence?.has_vault) return { hasVault: false }
  const secrets = await executeSql<VaultSecret>({ ...variables, sql: VAULT_SECRETS_SQL }, context)
  return { hasVault: true, canDecrypt: presence.can_decrypt, canWrite: presence.can_write === true, secrets }
}

export const vaultSecretsQueryOptions = <TData = VaultSecretsData>(variables: VaultSecretsVariables) =>
  queryOptions<VaultSecretsData, VaultSecretsError, TData>({
    queryKey: vaultKeys.secrets(variables.projectRef),
    queryFn: (context) => getVaultSecrets(variables, context),
  })

export function useVaultSecretsQuery<TData = VaultSecretsData>(
  variables: VaultSecretsVariables,
  { enabled = true, ...options }: UseCustomQueryOptions<VaultSecretsData, VaultSecretsError, TData> = {}
) {
  return useQuery<VaultSecretsData, VaultSecretsError, TData>({
    ...vaultSecretsQueryOptions<TData>(variables),
    ...options,
    enabled: enabled && Boolean(variables.projectRef),
  })
}
