'use client'

import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

function readTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined
  } catch {
    // Locked-down browsers can throw here; the region default copes with an unknown zone.
    return undefined
  }
}

/**
 * The browser's IANA time zone. The server render has none (undefined), so the first client render
 * matches it and the zone-based defaults appear right after hydration.
 */
export function useBrowserTimeZone(): string | undefined {
  return useSyncExternalStore(subscribeToNothing, readTimeZone, () => undefined)
}
