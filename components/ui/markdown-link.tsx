import type { ComponentProps } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { isExternalHref, safeHref } from '@/lib/markdown/safe-href'
import { cn } from '@/lib/utils/cn'

type MarkdownLinkProps = ComponentProps<'a'> & { node?: unknown }

const LINK_CLASSES = 'text-brand underline underline-offset-2 hover:opacity-80'

/** Link of rendered markdown: only safe hrefs survive; "/" when none is given (SPEC §2). */
export function MarkdownLink({ href, children, className, node: _node, ...props }: MarkdownLinkProps) {
  const target = safeHref(href)
  const classes = cn(LINK_CLASSES, className)
  // In-app paths go through next/link so they get the /dashboard base path and client navigation.
  if (target.startsWith('/') && !target.startsWith('//')) {
    return (
      <AppLink href={target} className={classes} {...props}>
        {children}
      </AppLink>
    )
  }
  if (isExternalHref(target) && !/^(mailto|tel):/i.test(target)) {
    return (
      <a href={target} target="_blank" rel="noopener noreferrer" className={classes} {...props}>
        {children}
      </a>
    )
  }
  return (
    <a href={target} className={classes} {...props}>
      {children}
    </a>
  )
}
