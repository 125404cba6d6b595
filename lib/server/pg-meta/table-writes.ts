import 'server-only'

import type { PgColumn, PgTable } from '@/lib/api/types'
import {
  planCreateColumn,
  planCreateTable,
  planDeleteColumn,
  planDeleteTable,
  planUpdateColumn,
  planUpdateTable,
  type CreateColumnBody,
  type CreateTableBody,
  type UpdateColumnBody,
  type UpdateTableBody,
} from '@/lib/pg-meta/write-plans'
import type { Database } from '@/lib/server/db/database'
import { HttpError } from '@/lib/server/http/http-error'
import { inTransaction } from '@/lib/sql/transaction'
import { SqlQuoteError } from '@/lib/sql/quote'

import { listTables } from './tables'

/** Plans and runs a change in one transaction: a bad name or type is a 400, a Postgres error too (with its code). */
async function apply(database: Database, plan: () => string[]): Promise<void> {
  let statements: string[]
  try {
    statements = plan()
  } catch (error) {
    if (error instanceof SqlQuoteError) throw new HttpError(400, error.message)
    throw error
  }
  if (statements.length > 0) await database.query(inTransaction(statements), undefined, { resetSession: true })
}

async function findTable(database: Database, where: { id: number } | { schema: string; name: string }): Promise<PgTable | undefined> {
  if ('id' in where) {
    const [table] = await listTables(database, { filter: { included: null, excluded: [] }, isColumnsIncluded: true, tableId: where.id })
    return table
  }
  const tables = await listTables(database, { filter: { included: [where.schema], excluded: [] }, isColumnsIncluded: true })
  return tables.find((table) => table.name === where.name)
}

async function requireTable(database: Database, id: number): Promise<PgTable> {
  const table = await findTable(database, { id })
  if (!table) throw new HttpError(404, `Cannot find a table with ID ${id}`)
  return table
}

export async function createTable(database: Database, body: CreateTableBody): Promise<PgTable> {
  await apply(database, () => planCreateTable(body))
  return (await findTable(database, { schema: body.schema ?? 'public', name: body.name })) as PgTable
}

export async function updateTable(database: Database, id: number, body: UpdateTableBody): Promise<PgTable> {
  const table = await requireTable(database, id)
  const { rows } = await database.query<{ name: string }>(
    "select conname as name from pg_catalog.pg_constraint where conrelid = $1::oid and contype = 'p'",
    [id]
  )
  await apply(database, () => planUpdateTable(table, body, rows[0]?.name ?? null))
  return requireTable(database, id)
}

export async function deleteTable(database: Database, id: number, isCascade: boolean): Promise<PgTable> {
  const table = await requireTable(database, id)
  await apply(database, () => planDeleteTable(table, isCascade))
  return table
}

function requireColumn(table: PgTable, ordinal: number): PgColumn {
  const column = table.columns?.find((candidate) => candidate.ordinal_position === ordinal)
  if (!column) throw new HttpError(404, `Cannot find a column with ID ${table.id}.${ordinal}`)
  return column
}

export async function createColumn(database: Database, body: CreateColumnBody): Promise<PgColumn> {
  const table = await requireTable(database, body.table_id)
  await apply(database, () => planCreateColumn(table, body))
  const after = await requireTable(database, body.table_id)
  return after.columns?.find((column) => column.name === body.name) as PgColumn
}

export async function updateColumn(database: Database, id: { tableId: number; ordinal: number }, body: UpdateColumnBody): Promise<PgColumn> {
  const table = await requireTable(database, id.tableId)
  await apply(database, () => planUpdateColumn(table, requireColumn(table, id.ordinal), body))
  return requireColumn(await requireTable(database, id.tableId), id.ordinal)
}

export async function deleteColumn(database: Database, id: { tableId: number; ordinal: number }, isCascade: boolean): Promise<PgColumn> {
  const table = await requireTable(database, id.tableId)
  const column = requireColumn(table, id.ordinal)
  await apply(database, () => planDeleteColumn(table, column, isCascade))
  return column
}
