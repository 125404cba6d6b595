'use client'

import { useEffect, useRef } from 'react'

import { withEntityName } from '@/lib/routing/page-title'

/**
 * Puts the project or organization name into the tab title when the server could not (platform
 * mode: names come from the API with the browser's session). Next sets the page's title on every
 * navigation, so the name is put back whenever the <title> changes, not only once.
 */
export function DocumentTitleName({ name }: { name: string | undefined }) {
  // The name shown before this one (a rename): replaced in the title rather than left in front.
  const shownName = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (!name) return
    const previousName = shownName.current
    shownName.current = name
    const apply = () => {
      const next = withEntityName(document.title, name, previousName)
      if (next !== document.title) document.title = next
    }
    apply()
    const observer = new MutationObserver(apply)
    observer.observe(document.head, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  }, [name])
  return null
}
