import { QueryClient } from '@tanstack/react-query'

import { projectDetailQueryOptions } from '@/data/projects/project-detail-query'
import { configurePlatformClient, type PlatformClientSettings } from '@/lib/api/client-settings'
import type { Project } from '@/lib/api/types'

/** Every API test talks to this absolute base, which MSW intercepts. */
export const API_URL = 'https://api.test/platform'
export const API_ORIGIN = 'https://api.test'

/** Configures the shared client the way the app does at start-up, with test defaults. */
export function configureTestClient(overrides: Partial<PlatformClientSettings> = {}): void {
  configurePlatformClient({
    platformApiUrl: API_URL,
    getAccessToken: () => 'test-access-token',
    requiresConnectionEncryption: false,
    ...overrides,
  })
}

/** Collects the requests a handler receives, to assert on what the client sent. */
export function createRequestLog() {
  const requests: Request[] = []
  return {
    requests,
    record(request: Request) {
      requests.push(request.clone())
    },
    get last(): Request {
      const request = requests.at(-1)
      if (!request) throw new Error('no request was received')
      return request
    },
  }
}

/**
 * What a data function receives from React Query (client and signal). With a connection string, the
 * client plays a hosted project whose detail (already cached) carries it, the way the platform's
 * pg-meta requests find theirs; without, a self-hosted dashboard that sends none.
 */
export function testRequestContext(
  options: { projectRef?: string; connectionString?: string; signal?: AbortSignal } = {}
): { client: QueryClient; signal?: AbortSignal } {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  if (options.connectionString) {
    configurePlatformClient({ requiresConnectionEncryption: true })
    const ref = options.projectRef ?? 'abc'
    client.setQueryData(projectDetailQueryOptions({ ref }).queryKey, {
      ref,
      name: 'Demo',
      status: 'ACTIVE_HEALTHY',
      connectionString: options.connectionString,
    } as Project)
  }
  return { client, signal: options.signal }
}
