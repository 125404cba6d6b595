'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { LINK_PREFETCH_ROOT_MARGIN } from '@/lib/ui/timings'

import { AppLink, type AppLinkProps } from './app-link'

export type PrefetchLinkProps = Omit<AppLinkProps, 'prefetch' | 'ref'>

/**
 * An in-app link that prefetches its route once it comes within 200px of the viewport (SPEC §9),
 * so the page is usually ready by the time the user reaches and clicks it.
 */
export function PrefetchLink({ href, ...props }: PrefetchLinkProps) {
  const router = useRouter()
  const ref = useRef<HTMLAnchorElement>(null)

  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        router.prefetch(href)
        observer.disconnect()
      },
      { rootMargin: LINK_PREFETCH_ROOT_MARGIN }
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [href, router])

  return <AppLink ref={ref} href={href} prefetch={false} {...props} />
}
