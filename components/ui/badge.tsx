import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'

import { cn } from '@/lib/utils/cn'

const badgeVariants = cva('inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium', {
  variants: {
    variant: {
      default: 'border-border bg-surface text-foreground',
      brand: 'border-brand bg-brand text-brand-foreground',
      warning: 'border-warning text-warning',
      destructive: 'border-destructive text-destructive',
      outline: 'border-border bg-transparent text-muted',
    },
  },
  defaultVariants: { variant: 'default' },
})


export function Badge({ className, variant, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span data-variant={variant ?? 'default'} className={cn(badgeVariants({ variant }), className)} {...props} />
}
