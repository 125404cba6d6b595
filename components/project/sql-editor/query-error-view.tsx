import { CircleAlert } from 'lucide-react'

/** A failed statement: Postgres's message, and where it pointed (also marked in the editor). */
export function QueryErrorView({
  message,
  location,
}: {
  message: string
  location: { line: number; column: number } | null
}) {
  return (
    <div role="alert" className="m-3 flex gap-3 rounded-md border border-destructive/50 bg-destructive/10 px-4 py-3 text-sm">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-mono break-words text-foreground">ERROR: {message}</p>
        {location && (
          <p className="text-xs text-muted">
            At line {location.line}, column {location.column}
          </p>
        )}
      </div>
    </div>
  )
}
