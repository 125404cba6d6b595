import 'server-only'

import type { Database } from '@/lib/server/db/database'
import { listFunctions } from '@/lib/server/pg-meta/functions'
import { listTables } from '@/lib/server/pg-meta/tables'
import { listViews } from '@/lib/server/pg-meta/views'

/** The API schemas a self-hosted project exposes (PostgREST's default). */
export const API_SCHEMAS = ['public']

/** Tables, views and functions of the API schemas, with columns, in postgres-meta's shapes. */
export async function readApiCatalog(database: Database, schemas: string[] = API_SCHEMAS) {
  const filter = { included: schemas, excluded: [] }
  const [tables, views, functions] = await Promise.all([
    listTables(database, { filter, isColumnsIncluded: true }),
    listViews(database, filter, true),
    listFunctions(database, filter),
  ])
  return { tables, views, functions }
}
