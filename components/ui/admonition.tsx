import { CircleExclamationPoint, Info, TriangleExclamationPoint } from 'lucide-react'
import type { ReactNode } from 'react'

import { admonitionVariant, type AdmonitionType, type AdmonitionVariant } from '@/lib/markdown/admonition'
import { cn } from '@/lib/utils/cn'

const VARIANT_CLASSES: Record<AdmonitionVariant, string> = {
  default: 'border-border bg-surface text-foreground',
  warning: 'border-warning/50 bg-warning/10 text-foreground',
  destructive: 'border-destructive/50 bg-destructive/10 text-foreground',
}

const VARIANT_ICON_CLASSES: Record<AdmonitionVariant, string> = {
  default: 'text-muted',
  warning: 'text-warning',
  destructive: 'text-destructive',
}

export interface AdmonitionProps {
  type?: AdmonitionType
  title?: ReactNode
  children?: ReactNode
  /** Optional actions (buttons or links) shown under the text. */
  actions?: ReactNode
  className?: string
}

export function Admonition({ type = 'default', title, children, actions, className }: AdmonitionProps) {
  const variant = admonitionVariant(type)
  const Icon = variant === 'default' ? Info : variant === 'warning' ? TriangleExclamationPoint : CircleExclamationPoint
  return (
    <div
      role={variant === 'destructive' ? 'alert' : 'note'}
      data-variant={variant}
      className={cn('flex gap-3 rounded-md border px-4 py-3 text-sm', VARIANT_CLASSES[variant], className)}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', VARIANT_ICON_CLASSES[variant])} />
      <div className="flex min-w-0 flex-col gap-1">
        {title && <p className="font-medium">{title}</p>}
        {children && <div className="text-muted">{children}</div>}
        {actions && <div className="mt-2 flex flex-wrap gap-2">{actions}</div>}
      </div>
    </div>
  )
}
