'use client'

import { QueryError } from './query-error'
import type { QueryLike } from './query-state'

// Apart from query-state.tsx, so that pages without a side read do not carry it in their first load.
/**
 * A read beside the section's own whose failure is said (with Retry) without taking the section's
 * place: the schema list above a table list, the extension list under a wrappers page. Nothing while
 * it loads or once it has loaded.
 */
export function QueryFailure({
  query,
  what,
  unavailableIn,
}: {
  query: Pick<QueryLike<unknown>, 'error' | 'refetch'> & { isError?: boolean }
  what: string
  unavailableIn?: string
}) {
  if (!query.error || query.isError === false) return null
  return <QueryError what={what} error={query.error} onRetry={() => query.refetch()} unavailableIn={unavailableIn} />
}
