import type { HttpHandler } from 'msw'

import type { components } from '@/lib/api/platform'
import { quoteIdent, quoteLiteral } from '@/lib/sql/quote'

import {
  listExtensions,
  listFunctions,
  listRoles,
  listSchemas,
  listTables,
  listViews,
  type SchemaFilter,
} from '../pg-meta-catalog'
import { getMockDatabase, isPostgresError, type MockDatabase } from '../pg-meta-db'
import { withSimulatedExtensions } from '../pg-meta-simulated-extensions'
import { findProject, type PlatformState } from '../platform-state'
import { connectionStringFor } from '../seed-projects'
import { projectNotFound } from './projects'
import type { Route } from './route'

type PgMetaError = components['schemas']['PgMetaError']

/** What the platform answers when it cannot reach the project's database (SPEC §8 shows it as is). */
export const CONNECTION_ERROR_MESSAGE = 'API Error: happened while trying to acquire connection to the database'

export function pgMetaError(status: number, body: PgMetaError) {
  return { status, body }
}

/**
 * Checks the project and its x-connection-encrypted header (it must be the project's own connection
 * string, which only connectable projects have), then opens the mock database.
 */
export async function connect(
  state: PlatformState,
  ref: string,
  request: Request
): Promise<{ db: MockDatabase } | { failure: { status: number; body: PgMetaError } }> {
  const project = findProject(state, ref)
  if (!project) return { failure: projectNotFound(ref) as { status: number; body: PgMetaError } }
  const header = request.headers.get('x-connection-encrypted')
  if (!header || !project.connectionString || header !== connectionStringFor(ref)) {
    return { failure: pgMetaError(400, { message: CONNECTION_ERROR_MESSAGE }) }
  }
  return { db: await getMockDatabase(state) }
}

/** Runs a catalogue read or statement, turning Postgres errors into the contract's 400 PgMetaError. */
export async function run<T>(work: () => Promise<T>): Promise<{ status: 200; body: T } | { status: 400; body: PgMetaError }> {
  try {
    return { status: 200, body: await work() }
  } catch (error) {
    if (!isPostgresError(error)) throw error
    return {
      status: 400,
      body: {
        message: error.message,
        code: error.code,
        ...(error.position ? { position: Number(error.position) } : {}),
        ...(error.detail ? { detail: error.detail } : {}),
        formattedError: `ERROR:  ${error.code}: ${error.message}`,
      },
    }
  }
}

export function schemaFilter(query: URLSearchParams): SchemaFilter {
  const list = (name: string) => (query.get(name) ?? '').split(',').map((item) => item.trim()).filter(Boolean)
  return { included: list('included_schemas'), excluded: list('excluded_schemas') }
}

export function pgMetaHandlers(route: Route): HttpHandler[] {
  return [
    route('get', '/platform/pg-meta/{ref}/tables/row-count', async ({ params, query, request, state }) => {
      const connection = await connect(state, params.ref, request)
      if ('failure' in connection) return connection.failure
      const schema = query.get('schema')
      const table = query.get('table')
      if (!schema || !table) return pgMetaError(400, { message: 'schema and table are required' })
      // The mock's tables are small: an exact count stands in for the platform's estimate.
      return run(async () => {
        const rows = (await connection.db.exec(
          `select count(*)::int as count from ${quoteIdent(schema)}.${quoteIdent(table)}`
        )) as { count: number }[]
        return { count: rows[0]?.count ?? 0, is_estimate: false }
      })
    }),
    route('post', '/platform/pg-meta/{ref}/query', async ({ params, request, state, readBody }) => {
      const connection = await connect(state, params.ref, request)
      if ('failure' in connection) return connection.failure
      const { query } = await readBody()
      if (typeof query !== 'string' || !query.trim()) return pgMetaError(400, { message: 'query is required' })
      return run(() => connection.db.exec(query))
    }),

    route('get', '/platform/pg-meta/{ref}/schemas', async ({ params, request, query, state }) => {
      const connection = await connect(state, params.ref, request)
      if ('failure' in connection) return connection.failure
      return run(() => listSchemas(connection.db, schemaFilter(query)))
    }),

    route('get', '/platform/pg-meta/{ref}/tables', async ({ params, request, query, state }) => {
      const connection = await connect(state, params.ref, request)
      if ('failure' in connection) return connection.failure
      const id = query.get('id')
      return run(() =>
        listTables(connection.db, schemaFilter(query), {
          includeColumns: query.get('include_columns') !== 'false',
          id: id === null ? undefined : Number(id),
        })
      )
    }),

    route('get', '/platform/pg-meta/{ref}/views', async ({ params, request, query, state }) => {
      const connection = await connect(state, params.ref, request)
      if ('failure' in connection) return connection.failure
      return run(() =>
        listViews(connection.db, schemaFilter(query), { includeColumns: query.get('include_columns') !== 'false' })
      )
    }),

    route('get', '/platform/pg-meta/{ref}/functions', async ({ params, request, query, state }) => {
      const connection = await connect(state, params.ref, request)
      if ('failure' in connection) return connection.failure
      return run(() => listFunctions(connection.db, schemaFilter(query)))
    }),

    route('get', '/platform/pg-meta/{ref}/roles', async ({ params, request, state }) => {
      const connection = await connect(state, params.ref, request)
      if ('failure' in connection) return connection.failure
      return run(() => listRoles(connection.db))
    }),

    route('get', '/platform/pg-meta/{ref}/extensions', async ({ params, request, state }) => {
      const connection = await connect(state, params.ref, request)
      if ('failure' in connection) return connection.failure
      return run(async () => withSimulatedExtensions(await listExtensions(connection.db), state.simulatedExtensions))
    }),

    route('post', '/platform/pg-meta/{ref}/extensions', async ({ params, request, state, readBody }) => {
      const connection = await connect(state, params.ref, request)
      if ('failure' in connection) return connection.failure
      const body = await readBody()
      if (!body.name) return pgMetaError(400, { message: 'name is required' })
      const statement = [
        `create extension ${quoteIdent(body.name)}`,
        body.schema ? `schema ${quoteIdent(body.schema)}` : '',
        body.version ? `version ${quoteLiteral(body.version)}` : '',
        body.cascade ? 'cascade' : '',
      ].join(' ')
      return run(async () => {
        await connection.db.exec(statement)
        const [extension] = await listExtensions(connection.db, body.name)
        return extension
      })
    }),

    route('delete', '/platform/pg-meta/{ref}/extensions', async ({ params, request, query, state }) => {
      const connection = await connect(state, params.ref, request)
      if ('failure' in connection) return connection.failure
      const name = query.get('id')
      if (!name) return pgMetaError(400, { message: 'id is required' })
      return run(async () => {
        const [extension] = await listExtensions(connection.db, name)
        if (!extension?.installed_version) throw Object.assign(new Error(`extension "${name}" does not exist`), { code: '42704' })
        await connection.db.exec(`drop extension ${quoteIdent(name)}${query.get('cascade') === 'true' ? ' cascade' : ''}`)
        return extension
      })
    }),
  ]
}
