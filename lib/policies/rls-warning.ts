/**
 * Schemas the API gateway serves by default (PostgREST's db-schemas): a table there with RLS off can be
 * read and changed by anyone holding the project's public API key.
 */
export const API_EXPOSED_SCHEMAS: readonly string[] = ['public']

export const RLS_OFF_WARNING =
  'Row Level Security is disabled: this table is exposed to the API, so anyone with the public API key can read and change all of its rows.'

export function isExposedWithoutRls(schema: string, isRlsEnabled: boolean): boolean {
  return !isRlsEnabled && API_EXPOSED_SCHEMAS.includes(schema)
}

/** The roles a policy can name or the tester can act as: Postgres's built-in pg_* roles are left out. */
export function policyRoleNames(roles: readonly { name: string }[]): string[] {
  return roles.map((role) => role.name).filter((name) => !name.startsWith('pg_'))
}
