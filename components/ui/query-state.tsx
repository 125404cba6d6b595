'use client'

import type { ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

/**
 * How every section shows a query: a loading line, or what failed with the server's message and a
 * retry (in place, so the rest of the page keeps working), or an empty note, or the data.
 */

/** The parts of a React Query result QueryState reads. */
export interface QueryLike<TData> {
  isPending: boolean
  isError: boolean
  error: Error | null
  data: TData | undefined
  refetch: () => unknown
}

/** A section's loading line. */
export function QueryLoading({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-2 text-sm text-muted">
      <Spinner label={label} />
      <span aria-hidden="true">{label}</span>
    </div>
  )
}

/**
 * A section's failure: what could not be loaded, the server's message and a retry. With
 * `unavailableIn`, a 404 means this deployment does not serve the resource at all (self-hosted route
 * handlers have no billing, for example): that is said plainly and not offered for retry.
 */
export function QueryError({
  what,
  error,
  onRetry,
  unavailableIn,
}: {
  what: string
  error: Error
  onRetry?: () => void
  unavailableIn?: string
}) {
  if (unavailableIn && (error as { code?: unknown }).code === 404) {
    return <p className="text-sm text-muted">{`${capitalize(what)}: not available for this ${unavailableIn}.`}</p>
  }
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/50 px-4 py-3 text-sm">
      <span className="text-destructive">{`Could not load ${what}: ${error.message}`}</span>
      {onRetry && (
        <Button size="tiny" onClick={onRetry}>
          Retry
        </Button>
      )}
    </div>
  )
}

/**
 * One query's state. `what` names the data in lower case ("invoices"); `isEmpty` and `empty` show a
 * note instead of an empty list; `children` renders the data once it is there.
 */
export function QueryState<TData>({
  query,
  what,
  loadingLabel,
  isEmpty,
  empty,
  unavailableIn,
  children,
}: {
  query: QueryLike<TData>
  what: string
  loadingLabel?: string
  isEmpty?: (data: TData) => boolean
  empty?: ReactNode
  unavailableIn?: string
  children: (data: TData) => ReactNode
}) {
  if (query.isError && query.error) {
    return <QueryError what={what} error={query.error} onRetry={() => query.refetch()} unavailableIn={unavailableIn} />
  }
  if (query.isPending || query.data === undefined) return <QueryLoading label={loadingLabel ?? `Loading ${what}…`} />
  if (empty !== undefined && isEmpty?.(query.data)) return <>{empty}</>
  return <>{children(query.data)}</>
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
