import { MutationCache, QueryClient, type DefaultOptions, type QueryKey } from '@tanstack/react-query'

import { DEFAULT_STALE_TIME_MS, retryDelay, shouldRetry } from './retry'

/** A query key to invalidate, and whether only that exact key (not the keys under it) goes stale. */
export type Invalidation = QueryKey | { queryKey: QueryKey; exact?: boolean }

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * What a successful mutation makes stale, from its variables and answer. The query client's
       * mutation cache invalidates them (and waits for the refetch) before the caller's onSuccess runs.
       */
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each hook types its own variables
      invalidates?: (variables: any, data: any) => Invalidation[]
    }
  }
}

/** The one place mutation results mark queries stale: the hooks only declare `meta.invalidates`. */
export function createMutationCache(queryClient: () => QueryClient): MutationCache {
  return new MutationCache({
    onSuccess: async (data, variables, _onMutateResult, mutation) => {
      const targets = mutation.meta?.invalidates?.(variables, data) ?? []
      await Promise.all(
        targets.map((target) => {
          const { queryKey, exact } = Array.isArray(target) ? { queryKey: target as QueryKey, exact: false } : (target as { queryKey: QueryKey; exact?: boolean })
          return queryClient().invalidateQueries({ queryKey, exact })
        })
      )
    },
  })
}

/** The React Query defaults of SPEC §7: the read retry policy and 60 s freshness. Tests may override. */
export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: createMutationCache(() => client),
    defaultOptions: {
      ...overrides,
      queries: {
        staleTime: DEFAULT_STALE_TIME_MS,
        retry: shouldRetry,
        retryDelay,
        refetchOnWindowFocus: false,
        ...overrides.queries,
      },
    },
  })
  return client
}
