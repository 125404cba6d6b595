'use client'

import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

/** A section's loading line. */
export function QueryLoading({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-2 text-sm text-muted">
      <Spinner label={label} />
      <span aria-hidden="true">{label}</span>
    </div>
  )
}

/** A section's failure: what could not be loaded, the server's message and a retry. */
export function QueryFailure({ what, error, onRetry }: { what: string; error: Error; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/50 px-4 py-3 text-sm">
      <span className="text-destructive">{`Failed to load ${what}: ${error.message}`}</span>
      {onRetry && (
        <Button size="tiny" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  )
}
