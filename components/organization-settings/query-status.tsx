'use client'

import { Button } from '@/components/ui/button'
import type { ResponseError } from '@/lib/api/response-error'

/** A section's loading line. */
export function QueryLoading({ label }: { label: string }) {
  return (
    <p role="status" className="text-sm text-muted">
      {label}
    </p>
  )
}

/**
 * A section's failure: the server's message and a retry. A 404 means this deployment does not serve
 * the resource at all (self-hosted route handlers), which is not an error worth retrying.
 */
export function QueryError({
  what,
  error,
  onRetry,
}: {
  what: string
  error: ResponseError | Error
  onRetry: () => void
}) {
  if ('code' in error && error.code === 404) {
    return <p className="text-sm text-muted">{`${what}: not available for this organization.`}</p>
  }
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
      {`Failed to load ${what.toLowerCase()}: ${error.message}`}
      <Button size="tiny" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}
