import 'server-only'

import type { components } from '@/lib/api/platform'
import { PUBLICATIONS_SQL } from '@/lib/pg-meta/publications-sql'
import type { Database } from '@/lib/server/db/database'

export type PgPublication = components['schemas']['PgPublication']

/** Every publication of the database, in postgres-meta's shape. */
export async function listPublications(database: Database): Promise<PgPublication[]> {
  const { rows } = await database.query<PgPublication>(PUBLICATIONS_SQL)
  return rows
}
