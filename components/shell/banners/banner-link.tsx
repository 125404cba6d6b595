import type { ReactNode } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { buttonVariants } from '@/components/ui/button'

/** A banner action: app paths go through next/link (base path added), absolute URLs open in a new tab. */
export function BannerLink({ href, children }: { href: string; children: ReactNode }) {
  const className = buttonVariants({ variant: 'outline', size: 'tiny' })
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} target="_blank" rel="noreferrer noopener" className={className}>
        {children}
      </a>
    )
  }
  return (
    <AppLink href={href} className={className}>
      {children}
    </AppLink>
  )
}
