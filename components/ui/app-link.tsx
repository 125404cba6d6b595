'use client'

import { useRouter } from 'next/navigation'
import type { AnchorHTMLAttributes, FocusEvent, MouseEvent, Ref } from 'react'

import { withBasePath } from '@/lib/routing/base-path'

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An in-app path ("/org/acme?tab=1"), or any other URL, which is left to the browser. */
  href: string
  /** Fetch the route when the pointer or focus comes to the link (default true). */
  prefetch?: boolean
  /** Replace the current history entry instead of adding one. */
  replace?: boolean
  /** Scroll to the top after navigating (default true). */
  scroll?: boolean
  ref?: Ref<HTMLAnchorElement>
}

type Router = ReturnType<typeof useRouter>

const isInAppPath = (href: string) => href.startsWith('/') && !href.startsWith('//')

/**
 * The App Router, or null where none is mounted (a component rendered on its own in a test): Next's
 * public useRouter throws there, and a link should still render as a plain anchor. The router's
 * presence never changes during a link's life, so the hooks run in the same order on every render.
 */
function useOptionalRouter(): Router | null {
  try {
    return useRouter()
  } catch {
    return null
  }
}

/**
 * An in-app link: a real <a> with the base path (open in new tab, copy link and crawlers work),
 * navigated on the client by the App Router through its public useRouter, and prefetched on intent.
 * It stands in for next/link because next/link's runtime adds ~3.8 KB gzip to every page's first
 * load, more than the shell's budget leaves (scripts/bench/bundle-budget.mjs); every route here is
 * dynamic, so next/link's viewport prefetch would fetch little anyway.
 */
export function AppLink({ href, prefetch = true, replace = false, scroll = true, onClick, onMouseEnter, onFocus, ref, ...props }: AppLinkProps) {
  const router = useOptionalRouter()
  const isInApp = isInAppPath(href)

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    const opensElsewhere = (props.target && props.target !== '_self') || props.download !== undefined
    const hasModifier = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
    if (!router || event.defaultPrevented || !isInApp || opensElsewhere || hasModifier || event.button !== 0) return
    event.preventDefault()
    if (replace) router.replace(href, { scroll })
    else router.push(href, { scroll })
  }

  const prefetchOnIntent = () => {
    if (router && isInApp && prefetch) router.prefetch(href)
  }

  return (
    <a
      ref={ref}
      href={isInApp ? withBasePath(href) : href}
      onClick={handleClick}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event)
        prefetchOnIntent()
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event)
        prefetchOnIntent()
      }}
      {...props}
    />
  )
}
