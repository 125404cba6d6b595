import { CircleExclamationPoint, Info, TriangleExclamationPoint } from 'lucide-react'
import type { ReactNode } from 'react'

import type { BannerType } from '@/lib/banners/organization-banners'
import { cn } from '@/lib/utils/cn'

/** Types of banner the banner area shows: the SPEC §3 warning types plus an informational notice. */
export type BannerVariant = BannerType | 'notice'

const VARIANT_CLASSES: Record<BannerVariant, string> = {
  danger: 'border-destructive/40 bg-destructive/10',
  warning: 'border-warning/40 bg-warning/10',
  incident: 'border-warning/40 bg-warning/15',
  notice: 'border-border bg-surface',
}

const ICON_CLASSES: Record<BannerVariant, string> = {
  danger: 'text-destructive',
  warning: 'text-warning',
  incident: 'text-warning',
  notice: 'text-muted',
}

export interface BannerProps {
  type: BannerVariant
  title?: string
  children?: ReactNode
  /** Links or buttons at the end of the banner. */
  actions?: ReactNode
}

/** One full-width strip of the banner area. Danger banners are announced as alerts. */
export function Banner({ type, title, children, actions }: BannerProps) {
  const Icon = type === 'danger' ? CircleExclamationPoint : type === 'notice' ? Info : TriangleExclamationPoint
  return (
    <div
      role={type === 'danger' ? 'alert' : 'status'}
      data-type={type}
      className={cn('flex flex-wrap items-center gap-x-4 gap-y-2 border-b px-4 py-2 text-sm', VARIANT_CLASSES[type])}
    >
      <Icon aria-hidden="true" className={cn('size-4 shrink-0', ICON_CLASSES[type])} />
      <div className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2">
        {title && <p className="font-medium">{title}</p>}
        {children && <p className="text-muted">{children}</p>}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </div>
  )
}
