import { quoteLiteral } from '@/lib/table-editor/sql-quote'

/**
 * SQL of the Vault page. Secrets are listed from vault.secrets without their values; a value is read
 * from vault.decrypted_secrets only when the user asks to reveal that one secret.
 */

export const VAULT_PRESENCE_SQL = `select to_regclass('vault.secrets') is not null as has_vault,
  to_regclass('vault.decrypted_secrets') is not null as can_decrypt`

export const VAULT_SECRETS_SQL = `select id::text as id, name, description, created_at, updated_at
from vault.secrets
order by name nulls last, created_at`

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function buildRevealSecretSql(id: string): string {
  if (!UUID.test(id)) throw new Error(`Invalid secret id: ${id}`)
  return `select decrypted_secret from vault.decrypted_secrets where id = ${quoteLiteral(id)}::uuid`
}
