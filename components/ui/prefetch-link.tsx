'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, type ComponentProps } from 'react'

import { LINK_PREFETCH_ROOT_MARGIN } from '@/lib/ui/timings'

export type PrefetchLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string }

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

  return <Link ref={ref} href={href} prefetch={false} {...props} />
}
