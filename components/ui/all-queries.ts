import type { QueryLike } from './query-state'

// Apart from query-state.tsx, so that pages with one read do not carry it in their first load.
type DataOf<TQueries extends readonly QueryLike<unknown>[]> = { [K in keyof TQueries]: Exclude<TQueries[K]['data'], undefined> }

/**
 * Several reads a section needs together, as one: loading until all are there, failed as soon as one
 * fails (its error, and Retry runs that read again), the data as a tuple in the order given.
 */
export function allQueries<const TQueries extends readonly QueryLike<unknown>[]>(...queries: TQueries): QueryLike<DataOf<TQueries>> {
  const failed = queries.find((query) => query.isError && query.error)
  const isComplete = queries.every((query) => query.data !== undefined)
  return {
    isPending: queries.some((query) => query.isPending),
    isError: failed !== undefined,
    error: failed?.error ?? null,
    data: isComplete ? (queries.map((query) => query.data) as DataOf<TQueries>) : undefined,
    refetch: () => failed?.refetch(),
  }
}
