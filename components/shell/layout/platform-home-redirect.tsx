'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { getLastVisitedOrganization } from '@/stores/last-visited-organization'

/** The last visited organization lives in localStorage, so the platform home redirect runs in the browser. */
export function PlatformHomeRedirect() {
  const router = useRouter()
  useEffect(() => {
    const slug = getLastVisitedOrganization()
    router.replace(slug ? `/org/${encodeURIComponent(slug)}` : '/organizations')
  }, [router])
  return (
    <main className="flex min-h-screen items-center justify-center text-sm text-muted" aria-busy="true">
      Loading your dashboard…
    </main>
  )
}
