'use client'

import { Tooltip as TooltipPrimitive } from 'radix-ui'
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react'

import { TOOLTIP_DELAY_MS, TOOLTIP_SIDE_OFFSET, TOOLTIP_SKIP_DELAY_MS } from '@/lib/ui/timings'
import { cn } from '@/lib/utils/cn'

const HasProviderContext = createContext(false)

/** App-wide provider with the SPEC §9 delays; mount once near the root so skip-delay spans tooltips. */
export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <HasProviderContext.Provider value>
      <TooltipPrimitive.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration} {...props} />
    </HasProviderContext.Provider>
  )
}

export interface TooltipProps {
  content: ReactNode
  /** The trigger; must accept a ref (a DOM element or a component forwarding one). */
  children: ReactNode
  side?: 'top' | 'right' | 'bottom' | 'left'
  sideOffset?: number
  className?: string
}

export function Tooltip({ content, children, side = 'top', sideOffset = TOOLTIP_SIDE_OFFSET, className }: TooltipProps) {
  const hasProvider = useContext(HasProviderContext)
  const tooltip = (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={sideOffset}
          className={cn(
            'z-50 max-w-xs rounded-md border border-border bg-surface px-2 py-1 text-xs text-foreground shadow-md',
            className
          )}
        >
          {content}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  )
  // Radix requires a provider; fall back to a local one so a tooltip never crashes a page that lacks it.
  return hasProvider ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>
}
