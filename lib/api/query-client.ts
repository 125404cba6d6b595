import { MutationCache, QueryClient, type DefaultOptions, type QueryKey } from '@tanstack/react-query'

import { applyCacheWrites, type CacheWrite } from './cache-writes'
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
      /** Also invalidate after a failure: a change of several steps may have partly applied. */
      invalidatesOnError?: boolean
      /**
       * Queries dropped, not refetched, after success: what was deleted would answer 404. Runs before
       * the invalidations.
       */
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each hook types its own variables
      removes?: (variables: any, data: any) => QueryKey[]
      /** Answers shown at once (lib/api/cache-writes.ts says when); applied before anything else. */
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each hook types its own variables
      writes?: (variables: any, data: any) => CacheWrite[]
    }
  }
}

/** The one place mutation results mark queries stale: the hooks only declare `meta.invalidates`. */
export function createMutationCache(queryClient: () => QueryClient): MutationCache {
  return new MutationCache({
    onSuccess: async (data, variables, _onMutateResult, mutation) => {
      const meta = mutation.meta
      if (!meta) return
      applyCacheWrites(queryClient(), meta.writes?.(variables, data) ?? [])
      for (const queryKey of meta.removes?.(variables, data) ?? []) queryClient().removeQueries({ queryKey })
      await invalidate(queryClient(), meta.invalidates?.(variables, data) ?? [])
    },
    onError: async (_error, variables, _onMutateResult, mutation) => {
      const meta = mutation.meta
      if (meta?.invalidatesOnError) await invalidate(queryClient(), meta.invalidates?.(variables, undefined) ?? [])
    },
  })
}

async function invalidate(queryClient: QueryClient, targets: readonly Invalidation[]): Promise<void> {
  await Promise.all(
    targets.map((target) => {
      const { queryKey, exact } = Array.isArray(target) ? { queryKey: target as QueryKey, exact: false } : (target as { queryKey: QueryKey; exact?: boolean })
      return queryClient.invalidateQueries({ queryKey, exact })
    })
  )
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
