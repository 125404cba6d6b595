/**
 * Connection strings in the formats people paste into tools and drivers. The password is never
 * known to the dashboard: every format carries the placeholder, for the user to replace.
 */
export const PASSWORD_PLACEHOLDER = '[YOUR-PASSWORD]'

export interface ConnectionParts {
  user: string
  host: string
  port: number
  database: string
}

export const CONNECTION_FORMATS = ['URI', 'psql', 'JDBC', '.NET', 'Python', 'Go'] as const
export type ConnectionFormat = (typeof CONNECTION_FORMATS)[number]

/** libpq keyword values with a space, quote or backslash must be single-quoted with those escaped. */
function keywordValue(value: string): string {
  return /[\s'\\]/.test(value) || value === '' ? `'${value.replace(/[\\']/g, (c) => `\\${c}`)}'` : value
}

export function connectionString(format: ConnectionFormat, { user, host, port, database }: ConnectionParts): string {
  const encodedUser = encodeURIComponent(user)
  const encodedDatabase = encodeURIComponent(database)
  switch (format) {
    case 'URI':
      return `postgresql://${encodedUser}:${PASSWORD_PLACEHOLDER}@${host}:${port}/${encodedDatabase}`
    case 'psql':
      return `psql -h ${host} -p ${port} -d ${keywordValue(database)} -U ${keywordValue(user)}`
    case 'JDBC':
      return `jdbc:postgresql://${host}:${port}/${encodedDatabase}?user=${encodedUser}&password=${PASSWORD_PLACEHOLDER}`
    case '.NET':
      // Npgsql connection strings separate pairs with ';' and quote values containing it.
      return `Host=${host};Port=${port};Database=${netValue(database)};Username=${netValue(user)};Password=${PASSWORD_PLACEHOLDER}`
    case 'Python':
      // psycopg accepts the libpq keyword form.
      return `user=${keywordValue(user)} password=${PASSWORD_PLACEHOLDER} host=${host} port=${port} dbname=${keywordValue(database)}`
    case 'Go':
      // pgx.Connect takes the URL form.
      return `postgres://${encodedUser}:${PASSWORD_PLACEHOLDER}@${host}:${port}/${encodedDatabase}`
  }
}

function netValue(value: string): string {
  return /[;"=]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

/**
 * Parts of a postgres:// URL with its password dropped, for showing a configured database. Returns null
 * for anything that is not a postgres URL.
 */
export function partsFromUrl(url: string): ConnectionParts | null {
  try {
    const parsed = new URL(url)
    if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') return null
    return {
      user: decodeURIComponent(parsed.username) || 'postgres',
      host: parsed.hostname || 'localhost',
      port: Number(parsed.port) || 5432,
      database: decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'postgres',
    }
  } catch {
    return null
  }
}
