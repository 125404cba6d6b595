import 'server-only'

import type { components } from '@/lib/api/platform'
import type { Database } from '@/lib/server/db/database'
import { createExtensionSql, type CreateExtensionInput } from '@/lib/extensions/create-extension-sql'
import { HttpError } from '@/lib/server/http/http-error'
import { quoteIdent, SqlQuoteError } from '@/lib/sql/quote'


export type PgExtension = components['schemas']['PgExtension']

const EXTENSIONS_SQL = `
select e.name, n.nspname as schema, e.default_version, x.extversion as installed_version, e.comment
from pg_catalog.pg_available_extensions e
left join pg_catalog.pg_extension x on x.extname = e.name
left join pg_catalog.pg_namespace n on n.oid = x.extnamespace
where $1::text is null or e.name = $1
order by e.name`

export async function listExtensions(database: Database, name: string | null = null): Promise<PgExtension[]> {
  const { rows } = await database.query<PgExtension>(EXTENSIONS_SQL, [name])
  return rows
}

async function getExtension(database: Database, name: string): Promise<PgExtension> {
  const [extension] = await listExtensions(database, name)
  if (!extension) throw new HttpError(404, `Extension "${name}" is not available on this database`)
  return extension
}

/** CREATE EXTENSION with every name quoted; returns the extension as now installed. */
export async function createExtension(database: Database, input: CreateExtensionInput): Promise<PgExtension> {
  let sql: string
  try {
    sql = createExtensionSql(input)
  } catch (error) {
    // A name Postgres cannot hold is the caller's mistake, not the server's.
    if (error instanceof SqlQuoteError) throw new HttpError(400, error.message)
    throw error
  }
  await database.query(sql)
  return getExtension(database, input.name)
}

/** DROP EXTENSION (RESTRICT unless cascade); returns the extension as it now is (not installed). */
export async function dropExtension(database: Database, name: string, isCascade: boolean): Promise<PgExtension> {
  await database.query(`drop extension ${quoteIdent(name)} ${isCascade ? 'cascade' : 'restrict'}`)
  return getExtension(database, name)
}
