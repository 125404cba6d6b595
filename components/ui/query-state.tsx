'use client'

import type { ReactNode } from 'react'

import { Spinner } from '@/components/ui/spinner'

import { QueryError } from './query-error'

// Kept for the sections still to move onto QueryState (the allowlist in eslint.config.mjs).
export { QueryError }

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

/** A page's quieter loading line, text only (a page's main read, before its layout is known). */
export function QueryLoadingText({ label, className }: { label: string; className?: string }) {
  return (
    <p role="status" className={className ? `text-sm text-muted ${className}` : 'text-sm text-muted'}>
      {label}
    </p>
  )
}

/**
 * One query's state. `what` names the data in lower case ("invoices"); `isEmpty` and `empty` show a
 * note instead of an empty list; `children` renders the data once it is there. `loading` replaces the
 * loading line where a page has its own (a full-page message); `failed` wraps the failure in the same
 * frame the data would have.
 */
export function QueryState<TData>({
  query,
  what,
  loadingLabel,
  loading,
  failed,
  isEmpty,
  empty,
  unavailableIn,
  children,
}: {
  query: QueryLike<TData>
  what: string
  loadingLabel?: string
  loading?: ReactNode
  failed?: (failure: ReactNode) => ReactNode
  isEmpty?: (data: TData) => boolean
  empty?: ReactNode
  unavailableIn?: string
  children: (data: TData) => ReactNode
}) {
  if (query.isError && query.error) {
    const failure = <QueryError what={what} error={query.error} onRetry={() => query.refetch()} unavailableIn={unavailableIn} />
    return <>{failed ? failed(failure) : failure}</>
  }
  if (query.isPending || query.data === undefined) return <>{loading ?? <QueryLoading label={loadingLabel ?? `Loading ${what}…`} />}</>
  if (empty !== undefined && isEmpty?.(query.data)) return <>{empty}</>
  return <>{children(query.data)}</>
}
