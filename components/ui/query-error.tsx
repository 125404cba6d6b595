'use client'

import { Button } from '@/components/ui/button'

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

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
