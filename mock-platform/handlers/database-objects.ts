import type { HttpHandler } from 'msw'

import { listPolicies, listPublications, listTriggers } from '../pg-meta-objects'
import { connect, run, schemaFilter } from './pg-meta'
import type { Route } from './route'

/** pg-meta reads of the database's own objects: the pages under /project/{ref}/database/…. */
export function databaseObjectHandlers(route: Route): HttpHandler[] {
  return [
    route('get', '/platform/pg-meta/{ref}/policies', async ({ params, request, query, state }) => {
      const connection = await connect(state, params.ref, request)
      if ('failure' in connection) return connection.failure
      return run(() => listPolicies(connection.db, schemaFilter(query)))
    }),
    route('get', '/platform/pg-meta/{ref}/triggers', async ({ params, request, query, state }) => {
      const connection = await connect(state, params.ref, request)
      if ('failure' in connection) return connection.failure
      return run(() => listTriggers(connection.db, schemaFilter(query)))
    }),
    route('get', '/platform/pg-meta/{ref}/publications', async ({ params, request, state }) => {
      const connection = await connect(state, params.ref, request)
      if ('failure' in connection) return connection.failure
      return run(() => listPublications(connection.db))
    }),
  ]
}
