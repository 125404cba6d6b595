import type { HttpHandler } from 'msw'

import type { PgColumn, PgTable } from '@/lib/api/types'
import {
  planCreateColumn,
  planCreateTable,
  planDeleteColumn,
  planDeleteTable,
  planUpdateColumn,
  planUpdateTable,
} from '@/lib/pg-meta/write-plans'
import { inTransaction } from '@/lib/sql/transaction'
import { SqlQuoteError } from '@/lib/sql/quote'

import { listColumns, listTables } from '../pg-meta-catalog'
import { listIndexes, listTypes } from '../pg-meta-catalog-schema'
import type { MockDatabase } from '../pg-meta-db'
import { connect, pgMetaError, run, schemaFilter } from './pg-meta'
import type { Route } from './route'

/**
 * The mock platform's pg-meta endpoints for schema design: types and indexes, and postgres-meta's
 * table and column writes, planned by the same builders as self-hosted and run in one transaction.
 */
class NotFound extends Error {}

async function tableById(db: MockDatabase, id: number): Promise<PgTable> {
  const [table] = await listTables(db, { included: [], excluded: [] }, { includeColumns: true, id })
  if (!table) throw new NotFound(`Cannot find a table with ID ${id}`)
  return table
}

function columnByOrdinal(table: PgTable, ordinal: number): PgColumn {
  const column = table.columns?.find((candidate) => candidate.ordinal_position === ordinal)
  if (!column) throw new NotFound(`Cannot find a column with ID ${table.id}.${ordinal}`)
  return column
}

function parseColumnId(value: string | null): { tableId: number; ordinal: number } | null {
  const match = /^(\d{1,10})\.(\d{1,4})$/.exec(value ?? '')
  return match ? { tableId: Number(match[1]), ordinal: Number(match[2]) } : null
}

function parseOid(value: string | null): number | null {
  return value && /^\d{1,10}$/.test(value) && Number(value) <= 4_294_967_295 ? Number(value) : null
}

/** Answers a write: 404 for a missing table or column, 400 for a bad name or type, else run()'s answer. */
async function write<T>(work: () => Promise<T>) {
  try {
    return await run(work)
  } catch (error) {
    if (error instanceof NotFound) return pgMetaError(404, { message: error.message })
    if (error instanceof SqlQuoteError) return pgMetaError(400, { message: error.message })
    throw error
  }
}

const apply = (db: MockDatabase, statements: string[]) => db.exec(inTransaction(statements))

export function pgMetaSchemaHandlers(route: Route): HttpHandler[] {
  return [
    route('get', '/platform/pg-meta/{ref}/types', async ({ params, request, query, state }) => {
      const connection = await connect(state, params.ref, request)
      if ('failure' in connection) return connection.failure
      return run(() =>
        listTypes(connection.db, schemaFilter(query), {
          includeArrayTypes: query.get('include_array_types') === 'true',
          includeTableTypes: query.get('include_table_types') === 'true',
        })
      )
    }),

    route('get', '/platform/pg-meta/{ref}/indexes', async ({ params, request, query, state }) => {
      const connection = await connect(state, params.ref, request)
      if ('failure' in connection) return connection.failure
      return run(() => listIndexes(connection.db, schemaFilter(query)))
    }),

    route('post', '/platform/pg-meta/{ref}/tables', async ({ params, request, state, readBody }) => {
      const connection = await connect(state, params.ref, request)
      if ('failure' in connection) return connection.failure
      const body = await readBody()
      if (!body.name) return pgMetaError(400, { message: 'name is required' })
      const schema = body.schema ?? 'public'
      return write(async () => {
        await apply(connection.db, planCreateTable({ ...body, schema }))
        const tables = await listTables(connection.db, { included: [schema], excluded: [] }, { includeColumns: true })
        return tables.find((table) => table.name === body.name) as PgTable
      })
    }),

    route('patch', '/platform/pg-meta/{ref}/tables', async ({ params, request, query, state, readBody }) => {
      const connection = await connect(state, params.ref, request)
      if ('failure' in connection) return connection.failure
      const id = parseOid(query.get('id'))
      if (id === null) return pgMetaError(400, { message: 'id must be a table id (a whole number)' })
      const body = await readBody()
      return write(async () => {
        const table = await tableById(connection.db, id)
        const { rows } = await connection.db.query(
          "select conname as name from pg_constraint where conrelid = $1::int::oid and contype = 'p'",
          [id]
        )
        await apply(connection.db, planUpdateTable(table, body, (rows[0]?.name as string | undefined) ?? null))
        return tableById(connection.db, id)
      })
    }),

    route('delete', '/platform/pg-meta/{ref}/tables', async ({ params, request, query, state }) => {
      const connection = await connect(state, params.ref, request)
      if ('failure' in connection) return connection.failure
      const id = parseOid(query.get('id'))
      if (id === null) return pgMetaError(400, { message: 'id must be a table id (a whole number)' })
      return write(async () => {
        const table = await tableById(connection.db, id)
        await apply(connection.db, planDeleteTable(table, query.get('cascade') === 'true'))
        return table
      })
    }),

    route('get', '/platform/pg-meta/{ref}/columns', async ({ params, request, query, state }) => {
      const connection = await connect(state, params.ref, request)
      if ('failure' in connection) return connection.failure
      return run(() => listColumns(connection.db, schemaFilter(query)))
    }),

    route('post', '/platform/pg-meta/{ref}/columns', async ({ params, request, state, readBody }) => {
      const connection = await connect(state, params.ref, request)
      if ('failure' in connection) return connection.failure
      const body = await readBody()
      if (!body.name || !body.type) return pgMetaError(400, { message: 'name and type are required' })
      return write(async () => {
        await apply(connection.db, planCreateColumn(await tableById(connection.db, body.table_id), body))
        const table = await tableById(connection.db, body.table_id)
        return table.columns?.find((column) => column.name === body.name) as PgColumn
      })
    }),

    route('patch', '/platform/pg-meta/{ref}/columns', async ({ params, request, query, state, readBody }) => {
      const connection = await connect(state, params.ref, request)
      if ('failure' in connection) return connection.failure
      const id = parseColumnId(query.get('id'))
      if (!id) return pgMetaError(400, { message: 'id must be "{table_id}.{ordinal_position}"' })
      const body = await readBody()
      return write(async () => {
        const table = await tableById(connection.db, id.tableId)
        await apply(connection.db, planUpdateColumn(table, columnByOrdinal(table, id.ordinal), body))
        return columnByOrdinal(await tableById(connection.db, id.tableId), id.ordinal)
      })
    }),

    route('delete', '/platform/pg-meta/{ref}/columns', async ({ params, request, query, state }) => {
      const connection = await connect(state, params.ref, request)
      if ('failure' in connection) return connection.failure
      const id = parseColumnId(query.get('id'))
      if (!id) return pgMetaError(400, { message: 'id must be "{table_id}.{ordinal_position}"' })
      return write(async () => {
        const table = await tableById(connection.db, id.tableId)
        const column = columnByOrdinal(table, id.ordinal)
        await apply(connection.db, planDeleteColumn(table, column, query.get('cascade') === 'true'))
        return column
      })
    }),
  ]
}
