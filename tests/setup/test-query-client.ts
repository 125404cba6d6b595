import { QueryClient, type DefaultOptions } from '@tanstack/react-query'

import { createMutationCache } from '@/lib/api/query-client'

/**
 * A query client for tests: the caller's defaults (usually no retries) with the app's mutation cache,
 * so mutations invalidate what their `meta.invalidates` declares, as in the app.
 */
export function createTestQueryClient(defaultOptions: DefaultOptions = {}): QueryClient {
  const client: QueryClient = new QueryClient({ mutationCache: createMutationCache(() => client), defaultOptions })
  return client
}
