import type { ReactNode } from 'react'

/** A centred message for loading and failure states that replace a whole page. */
export function FullPageMessage({
  title,
  description,
  isBusy = false,
  children,
}: {
  title: string
  description?: ReactNode
  isBusy?: boolean
  children?: ReactNode
}) {
  return (
    <div
      className="flex min-h-[50vh] flex-col items-center justify-center gap-3 p-6 text-center"
      role={isBusy ? 'status' : undefined}
      aria-busy={isBusy || undefined}
    >
      {/* A final state is the page itself, so its title is the page's heading; a busy one is only a status. */}
      {isBusy ? <p className="text-base font-medium">{title}</p> : <h1 className="text-base font-medium">{title}</h1>}
      {description && <p className="max-w-md text-sm text-muted">{description}</p>}
      {children}
    </div>
  )
}
