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

/** What an RLS change does to who sees the table's rows, said in the confirmation before it runs. */
export function rlsChangeExplanation(
  schema: string,
  table: string,
  change: 'enable' | 'disable' | 'force' | 'no force',
  policyCount: number
): string {
  switch (change) {
    case 'disable': {
      const policies = policyCount > 0 ? ` Its ${policyCount === 1 ? 'policy stops' : `${policyCount} policies stop`} applying.` : ''
      const exposure = API_EXPOSED_SCHEMAS.includes(schema)
        ? ' The table is exposed to the API, so anyone with the public API key can then read and change all of its rows.'
        : ''
      return `Every role with privileges on ${table} will read and change all of its rows.${policies}${exposure}`
    }
    case 'enable':
      return policyCount > 0
        ? `Only rows that ${table}'s policies allow stay visible to roles that do not bypass RLS.`
        : `${table} has no policies yet: roles that do not bypass RLS (including the API's) will see no rows until you add one.`
    case 'force':
      return `The owner of ${table} is held to its policies too.`
    case 'no force':
      return `The owner of ${table} reads and changes all of its rows again, whatever the policies say.`
  }
}
