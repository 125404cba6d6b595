import type { HttpHandler } from 'msw'

import { listIndexes, listTypes } from '../pg-meta-catalog-schema'
import { connect, run, schemaFilter } from './pg-meta'
import type { Route } from './route'

/** The mock platform's pg-meta endpoints for schema design: types and indexes. */
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
  ]
}
