import { useId, type ReactNode } from 'react'

import { cn } from '@/lib/utils/cn'

/**
 * One titled block of a page, labelled by its heading so it is a named region.
 * - `card` (settings pages): a bordered box; `tone="danger"` for the one that deletes or pauses.
 * - `divided` (the billing page): a rule above it and a larger heading; with an `id`, the block is
 *   the target of a link to `#id`.
 */
export function Section({
  id,
  title,
  description,
  children,
  variant = 'card',
  tone = 'default',
}: {
  id?: string
  title: string
  description?: ReactNode
  children: ReactNode
  variant?: 'card' | 'divided'
  tone?: 'default' | 'danger'
}) {
  const generatedId = useId()
  const headingId = id ? `${id}-heading` : generatedId
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col gap-4',
        variant === 'divided'
          ? 'scroll-mt-6 border-t border-border pt-6'
          : cn('rounded-lg border p-5', tone === 'danger' ? 'border-destructive/60' : 'border-border')
      )}
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className={cn('font-medium', variant === 'divided' ? 'text-lg' : 'text-base')}>
          {title}
        </h2>
        {description && <p className="text-sm text-muted">{description}</p>}
      </div>
      {children}
    </section>
  )
}
