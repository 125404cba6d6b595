import type { ComponentProps } from 'react'

import { cn } from '@/lib/utils/cn'

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'h-9 w-full rounded-md border border-border bg-background px-3 text-sm text-foreground placeholder:text-muted focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-50 aria-invalid:border-destructive',
        className
      )}
      {...props}
    />
  )
}
