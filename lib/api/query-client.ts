import { QueryClient } from '@tanstack/react-query'

import { DEFAULT_STALE_TIME_MS, retryDelay, shouldRetry } from './retry'

/** The React Query defaults of SPEC §7: the read retry policy and 60 s freshness. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME_MS,
        retry: shouldRetry,
        retryDelay,
        refetchOnWindowFocus: false,
      },
    },
  })
}
