'use client'

import { usePathname } from 'next/navigation'
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react'
import type { ToasterProps } from 'sonner'

import { TOAST_DURATION_MS, TOAST_POSITION, toastOffsetTopFor } from '@/lib/ui/timings'
import { isToastRequested, loadSonner, subscribeToToastRequests } from '@/lib/ui/toast'

/** When `requestIdleCallback` is missing (Safari), the Toaster loads this long after the page's load event. */
export const TOASTER_IDLE_FALLBACK_MS = 2000

// A failed chunk load leaves the page without toasts rather than taking it down through an error boundary.
const SonnerToaster = lazy<ComponentType<ToasterProps>>(() =>
  loadSonner().then(
    ({ Toaster }) => ({ default: Toaster }),
    () => ({ default: () => null })
  )
)

/**
 * SPEC §2/§9: toasts top-right, 4000 ms, with a close button. Sonner stays off the first load: its
 * `<Toaster>` mounts on the first toast request (`@/lib/ui/toast`) or once the browser is idle after
 * the page has loaded, whichever comes first. Toasts requested before that are replayed by sonner's
 * store when the `<Toaster>` subscribes.
 */
export function LazyToaster() {
  const isRequested = useSyncExternalStore(subscribeToToastRequests, isToastRequested, () => false)
  const isIdle = useIdleAfterLoad()
  // Clear of the route's toolbar (the SQL editor's Run button sits at its right end).
  const offset = { top: toastOffsetTopFor(usePathname()) }
  if (!isRequested && !isIdle) return null
  return (
    <Suspense fallback={null}>
      <SonnerToaster position={TOAST_POSITION} duration={TOAST_DURATION_MS} offset={offset} mobileOffset={offset} closeButton />
    </Suspense>
  )
}

/** False until the browser is idle after the window's load event. */
function useIdleAfterLoad(): boolean {
  const [isIdle, setIsIdle] = useState(false)
  useEffect(() => {
    let cancelIdle: (() => void) | undefined
    const markIdle = () => setIsIdle(true)
    const scheduleIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(markIdle)
        cancelIdle = () => window.cancelIdleCallback(handle)
      } else {
        const timer = setTimeout(markIdle, TOASTER_IDLE_FALLBACK_MS)
        cancelIdle = () => clearTimeout(timer)
      }
    }
    if (document.readyState === 'complete') {
      scheduleIdle()
      return () => cancelIdle?.()
    }
    window.addEventListener('load', scheduleIdle, { once: true })
    return () => {
      window.removeEventListener('load', scheduleIdle)
      cancelIdle?.()
    }
  }, [])
  return isIdle
}
