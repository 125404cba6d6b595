'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { LAST_VISITED_ORGANIZATION } from '@/lib/constants'

/** The last visited organization lives in localStorage, so the platform home redirect runs in the browser. */
export function PlatformHomeRedirect() {
  const router = useRouter()
  useEffect(() => {
    const slug = window.localStorage.getItem(LAST_VISITED_ORGANIZATION)
    router.replace(slug ? `/org/${encodeURIComponent(slug)}` : '/organizations')
  }, [router])
  return (
    <main className="flex min-h-screen items-center justify-center text-sm text-muted" aria-busy="true">
      Loading your dashboard…
    </main>
  )
}
