import type { QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * A change written into the cache before (or instead of) a refetch. The one place the app writes query
 * data by hand, for the few screens that must show an answer at once: a renamed project in the header,
 * a status the platform only reports after a delay (PAUSING, RESTARTING, …), a saved SQL snippet in the
 * list. `exact: false` updates every cached query under the key (e.g. all pages of a list).
 */
export interface CacheWrite<T = unknown> {
  queryKey: QueryKey
  exact?: boolean
  update: (current: T | undefined) => T | undefined
}

/** Builds a typed cache write (the caller names the cached shape once). */
export function cacheWrite<T>(queryKey: QueryKey, update: (current: T | undefined) => T | undefined, { exact = true } = {}): CacheWrite {
  return { queryKey, exact, update: update as CacheWrite['update'] }
}

/** Applies cache writes; mutations declare them as `meta.writes`, status propagation calls this directly. */
export function applyCacheWrites(queryClient: QueryClient, writes: readonly CacheWrite[]): void {
  for (const { queryKey, exact = true, update } of writes) {
    if (exact) queryClient.setQueryData(queryKey, update)
    else queryClient.setQueriesData({ queryKey }, update)
  }
}
