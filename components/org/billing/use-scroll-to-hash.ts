'use client'

import { useEffect, useRef } from 'react'

function scrollToHash() {
  const id = decodeURIComponent(window.location.hash.slice(1))
  if (!id) return
  const target = document.getElementById(id)
  // jsdom and very old browsers lack scrollIntoView; there is nothing to scroll there anyway.
  if (typeof target?.scrollIntoView === 'function') target.scrollIntoView({ block: 'start' })
}

/**
 * Scrolls to the URL's #anchor on load and on hash changes. Sections fill in as their data arrives and
 * push the anchor down, so it scrolls once more the first time loading settles (`isSettled` turns
 * true after having been false).
 */
export function useScrollToHash(isSettled: boolean) {
  useEffect(() => {
    scrollToHash()
    window.addEventListener('hashchange', scrollToHash)
    return () => window.removeEventListener('hashchange', scrollToHash)
  }, [])

  const hasLoaded = useRef(false)
  const hasScrolledWhenSettled = useRef(false)
  useEffect(() => {
    if (!isSettled) {
      hasLoaded.current = true
      return
    }
    if (!hasLoaded.current || hasScrolledWhenSettled.current) return
    hasScrolledWhenSettled.current = true
    scrollToHash()
  }, [isSettled])
}
