import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps, ReactNode } from 'react'

import { cn } from '@/lib/utils/cn'

import { Slot } from './slot'
import { Spinner } from './spinner'

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md border font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:pointer-events-none disabled:opacity-50',
  {
    variants: {
      variant: {
        primary: 'border-brand bg-brand text-brand-foreground hover:opacity-90',
        default: 'border-border bg-surface text-foreground hover:bg-background',
        danger: 'border-destructive bg-destructive text-destructive-foreground hover:opacity-90',
        warning: 'border-warning bg-warning text-warning-foreground hover:opacity-90',
        outline: 'border-border bg-transparent text-foreground hover:bg-surface',
        ghost: 'border-transparent bg-transparent text-foreground hover:bg-surface',
      },
      size: {
        tiny: 'h-7 px-2.5 text-xs',
        small: 'h-8 px-3 text-sm',
        medium: 'h-9 px-4 text-sm',
        large: 'h-10 px-5 text-base',
        icon: 'size-8 p-0',
      },
    },
    defaultVariants: { variant: 'default', size: 'small' },
  }
)

export type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>['variant']>

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Shows a spinner and disables the button. */
  loading?: boolean
  icon?: ReactNode
  /** Renders the single child (e.g. a link) with the button styles instead of a <button>. */
  asChild?: boolean
}

export function Button({
  className,
  variant,
  size,
  loading = false,
  icon,
  asChild = false,
  disabled,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className)
  // Exposed so callers and tests can tell the style apart without reading class names.
  const dataVariant = variant ?? 'default'
  if (asChild) {
    return (
      <Slot className={classes} data-variant={dataVariant} {...props}>
        {children}
      </Slot>
    )
  }
  return (
    <button
      type={type}
      className={classes}
      data-variant={dataVariant}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner /> : icon}
      {children}
    </button>
  )
}
