import type { ReactNode } from 'react'

/** One anchored part of the billing page (/org/{slug}/billing#{id}). */
export function BillingSection({
  id,
  title,
  description,
  children,
}: {
  id: string
  title: string
  description?: ReactNode
  children: ReactNode
}) {
  const headingId = `${id}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className="flex scroll-mt-6 flex-col gap-4 border-t border-border pt-6">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-medium">
          {title}
        </h2>
        {description && <p className="text-sm text-muted">{description}</p>}
      </div>
      {children}
    </section>
  )
}
