'use client'

import { useCallback, useSyncExternalStore } from 'react'

import { MIDDLEWARE_OUTAGE_BANNER_KEY, NOTICE_ACKNOWLEDGED_VALUE } from '@/lib/banners/notice-banner'

const listeners = new Set<() => void>()

function readAcknowledged(): boolean {
  try {
    return localStorage.getItem(MIDDLEWARE_OUTAGE_BANNER_KEY) === NOTICE_ACKNOWLEDGED_VALUE
  } catch {
    // Storage blocked: treat as not acknowledged, the banner can still be dismissed for this page.
    return false
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // A dismissal in another tab hides the notice here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === MIDDLEWARE_OUTAGE_BANNER_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

let dismissedInMemory = false

/**
 * SPEC §4 "Other states": the notice is acknowledged once Dismiss is pressed, and that persists
 * in localStorage. During server rendering it counts as acknowledged so nothing flashes.
 */
export function useNoticeAcknowledgement(): { isAcknowledged: boolean; acknowledge: () => void } {
  const isAcknowledged = useSyncExternalStore(
    subscribe,
    () => dismissedInMemory || readAcknowledged(),
    () => true
  )
  const acknowledge = useCallback(() => {
    try {
      localStorage.setItem(MIDDLEWARE_OUTAGE_BANNER_KEY, NOTICE_ACKNOWLEDGED_VALUE)
    } catch {
      dismissedInMemory = true
    }
    listeners.forEach((listener) => listener())
  }, [])
  return { isAcknowledged, acknowledge }
}
