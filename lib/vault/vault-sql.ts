import { quoteLiteral } from '@/lib/sql/quote'

/**
 * SQL of the Vault page. Secrets are listed from vault.secrets without their values; a value is read
 * from vault.decrypted_secrets only when the user asks to reveal that one secret. Secrets are made
 * and changed through vault.create_secret and vault.update_secret, which encrypt the value.
 */

export const VAULT_PRESENCE_SQL = `select to_regclass('vault.secrets') is not null as has_vault,
  to_regclass('vault.decrypted_secrets') is not null as can_decrypt,
  exists (
    select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'vault' and p.proname in ('create_secret', 'update_secret')
    having count(distinct p.proname) = 2
  ) as can_write`

export const VAULT_SECRETS_SQL = `select id::text as id, name, description, created_at, updated_at
from vault.secrets
order by name nulls last, created_at`

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function secretId(id: string): string {
  if (!UUID.test(id)) throw new Error(`Invalid secret id: ${id}`)
  return `${quoteLiteral(id)}::uuid`
}

export function buildRevealSecretSql(id: string): string {
  return `select decrypted_secret from vault.decrypted_secrets where id = ${secretId(id)}`
}

/** How a secret is called on the page (vault allows secrets without a name). */
export function secretLabel(secret: { name: string | null }): string {
  return secret.name ?? 'Unnamed secret'
}

/** How a secret's value is written in the SQL preview: it stays hidden there too. */
export const HIDDEN_VALUE = "'••••••••'"

export interface SecretDraft {
  name: string
  description: string
  /** Empty when editing means: keep the stored value. */
  value: string
}

export const EMPTY_SECRET: SecretDraft = { name: '', description: '', value: '' }

export type SecretProblems = Partial<Record<keyof SecretDraft, string>>

export function validateSecret(draft: SecretDraft, { isNew }: { isNew: boolean }): SecretProblems {
  const problems: SecretProblems = {}
  if (!draft.name.trim()) problems.name = 'Give the secret a name.'
  if (isNew && !draft.value) problems.value = 'Enter the secret value.'
  return problems
}

const valueSql = (value: string, isValueHidden: boolean) => (isValueHidden ? HIDDEN_VALUE : quoteLiteral(value))

/** vault.create_secret(secret, name, description); with isValueHidden, the value is masked (for the preview). */
export function buildCreateSecretSql(draft: SecretDraft, { isValueHidden = false } = {}): string {
  return `select vault.create_secret(${valueSql(draft.value, isValueHidden)}, ${quoteLiteral(draft.name.trim())}, ${quoteLiteral(draft.description)})`
}

/** vault.update_secret: a new name and description, and a new value only when one was typed. */
export function buildUpdateSecretSql(id: string, draft: SecretDraft, { isValueHidden = false } = {}): string {
  const value = draft.value ? `, new_secret := ${valueSql(draft.value, isValueHidden)}` : ''
  return `select vault.update_secret(${secretId(id)}${value}, new_name := ${quoteLiteral(draft.name.trim())}, new_description := ${quoteLiteral(draft.description)})`
}

export function buildDeleteSecretSql(id: string): string {
  return `delete from vault.secrets where id = ${secretId(id)}`
}
