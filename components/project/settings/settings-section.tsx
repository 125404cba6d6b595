import { useId, type ReactNode } from 'react'

import { cn } from '@/lib/utils/cn'

/** One titled block of a settings page, labelled by its heading so it is a named region. */
export function SettingsSection({
  title,
  description,
  children,
  tone = 'default',
}: {
  title: string
  description?: ReactNode
  children: ReactNode
  tone?: 'default' | 'danger'
}) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-4 rounded-lg border p-5', tone === 'danger' ? 'border-destructive/60' : 'border-border')}
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-base font-medium">
          {title}
        </h2>
        {description && <p className="text-sm text-muted">{description}</p>}
      </div>
      {children}
    </section>
  )
}
