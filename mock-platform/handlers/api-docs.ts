import type { HttpHandler } from 'msw'

import { buildCatalogOpenApi } from '@/lib/api-docs/catalog-openapi'
import { buildTypescriptTypes } from '@/lib/api-docs/typescript-types'

import { listFunctions, listTables, listViews } from '../pg-meta-catalog'
import { getMockDatabase } from '../pg-meta-db'
import { findProject, type PlatformState } from '../platform-state'
import { projectNotFound } from './projects'
import type { Route } from './route'

async function readCatalog(state: PlatformState, schema: string) {
  const db = await getMockDatabase(state)
  const filter = { included: [schema], excluded: [] }
  return {
    tables: await listTables(db, filter, { includeColumns: true }),
    views: await listViews(db, filter, { includeColumns: true }),
    functions: await listFunctions(db, filter),
  }
}

/** PostgREST's OpenAPI and the TypeScript generator, both from the mock project's database. */
export function apiDocsHandlers(route: Route): HttpHandler[] {
  return [
    route('get', '/platform/projects/{ref}/api/rest', async ({ params, state }) => {
      if (!findProject(state, params.ref)) return projectNotFound(params.ref)
      return { status: 200, body: buildCatalogOpenApi(await readCatalog(state, 'public')) as never }
    }),
    route('get', '/v1/projects/{ref}/types/typescript', async ({ params, state, query }) => {
      if (!findProject(state, params.ref)) return projectNotFound(params.ref)
      const schema = (query.get('included_schemas') ?? 'public').split(',')[0] || 'public'
      return { status: 200, body: { types: buildTypescriptTypes({ schema, ...(await readCatalog(state, schema)) }) } }
    }),
  ]
}
