'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useCallback } from 'react'

/** The query parameter that opens the modal; its value is the selected preview key (SPEC §2). */
export const FEATURE_PREVIEW_MODAL_PARAM = 'featurePreviewModal'

/** The catalogue loads on demand: the hook is in every page's top bar, the list only in the modal. */
async function firstReleasedKey(): Promise<string | undefined> {
  const { FEATURE_PREVIEWS } = await import('@/lib/feature-previews/catalog')
  return FEATURE_PREVIEWS.find((preview) => preview.isReleased)?.key
}

export interface FeaturePreviewModalControls {
  isOpen: boolean
  /** The raw parameter value; the modal falls back to the first listed preview when it is not listed. */
  selectedKey: string | undefined
  /** Opens the modal on `key`, or on the first released preview. */
  open(key?: string): void
  select(key: string): void
  close(): void
}

/** Reads and writes the modal state in the URL, so it survives reloads and can be linked to. */
export function useFeaturePreviewModal(): FeaturePreviewModalControls {
  const router = useRouter()
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const selectedKey = searchParams.get(FEATURE_PREVIEW_MODAL_PARAM) || undefined

  const navigate = useCallback(
    (key: string | undefined, mode: 'push' | 'replace') => {
      const params = new URLSearchParams(searchParams.toString())
      if (key) params.set(FEATURE_PREVIEW_MODAL_PARAM, key)
      else params.delete(FEATURE_PREVIEW_MODAL_PARAM)
      const query = params.toString()
      router[mode](query ? `${pathname}?${query}` : pathname, { scroll: false })
    },
    [router, pathname, searchParams]
  )

  return {
    isOpen: selectedKey !== undefined,
    selectedKey,
    // Opening adds a history entry so Back closes the modal; switching and closing do not.
    open: useCallback(
      (key?: string) => {
        if (key) navigate(key, 'push')
        else void firstReleasedKey().then((firstKey) => navigate(firstKey, 'push'))
      },
      [navigate]
    ),
    select: useCallback((key: string) => navigate(key, 'replace'), [navigate]),
    close: useCallback(() => navigate(undefined, 'replace'), [navigate]),
  }
}
