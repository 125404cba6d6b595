'use client'

// The context next/link itself reads: useRouter() would throw where no App Router is mounted.
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime'
import { useContext, type AnchorHTMLAttributes, type FocusEvent, type MouseEvent, type Ref } from 'react'

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

const isInAppPath = (href: string) => href.startsWith('/') && !href.startsWith('//')

/**
 * An in-app link: a real <a> with the base path (open in new tab, copy link and crawlers work),
 * navigated on the client by the App Router and prefetched on intent. It replaces next/link, whose
 * runtime added ~3 KB gzip to every dashboard page; every route here is dynamic, so next/link's
 * viewport prefetch fetched little anyway (PrefetchLink adds that where it pays).
 */
export function AppLink({ href, prefetch = true, replace = false, scroll = true, onClick, onMouseEnter, onFocus, ref, ...props }: AppLinkProps) {
  const router = useContext(AppRouterContext)
  // Outside the App Router (a component rendered on its own) the link is a plain anchor.
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
