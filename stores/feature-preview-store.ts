import { useEffect } from 'react'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'

import { FEATURE_PREVIEW_KEYS, isFeaturePreviewKey, type FeaturePreviewKey } from '@/lib/feature-previews/keys'

/**
 * Per-user feature preview flags (SPEC §4): a boolean in localStorage under each preview's key,
 * false by default. The store starts all-false on server and client alike, so hydration matches,
 * and reads localStorage once mounted.
 */

export interface FeaturePreviewState {
  enabled: Record<FeaturePreviewKey, boolean>
  /** Re-reads every flag from localStorage. */
  hydrate(): void
  setEnabled(key: FeaturePreviewKey, isEnabled: boolean): void
  toggle(key: FeaturePreviewKey): void
}

function allDisabled(): Record<FeaturePreviewKey, boolean> {
  return Object.fromEntries(Object.values(FEATURE_PREVIEW_KEYS).map((key) => [key, false])) as Record<
    FeaturePreviewKey,
    boolean
  >
}

function readFlag(key: FeaturePreviewKey): boolean {
  try {
    return localStorage.getItem(key) === 'true'
  } catch {
    // Storage blocked by the browser: previews stay off.
    return false
  }
}

let isListeningToOtherTabs = false

export const featurePreviewStore = createStore<FeaturePreviewState>()((set, get) => ({
  enabled: allDisabled(),

  hydrate() {
    if (typeof window === 'undefined') return
    const enabled = allDisabled()
    for (const key of Object.keys(enabled) as FeaturePreviewKey[]) enabled[key] = readFlag(key)
    set({ enabled })
    if (!isListeningToOtherTabs) {
      isListeningToOtherTabs = true
      // A preview toggled in another tab applies here too.
      window.addEventListener('storage', (event) => {
        if (event.key === null || isFeaturePreviewKey(event.key)) get().hydrate()
      })
    }
  },

  setEnabled(key, isEnabled) {
    try {
      localStorage.setItem(key, String(isEnabled))
    } catch (error) {
      console.error(`Failed to store the feature preview flag ${key}`, error)
    }
    set({ enabled: { ...get().enabled, [key]: isEnabled } })
  },

  toggle(key) {
    get().setEnabled(key, !get().enabled[key])
  },
}))

function useHydratedFeaturePreviews() {
  useEffect(() => featurePreviewStore.getState().hydrate(), [])
}

export function useIsFeaturePreviewEnabled(key: FeaturePreviewKey): boolean {
  useHydratedFeaturePreviews()
  return useStore(featurePreviewStore, (state) => state.enabled[key])
}

export function useFeaturePreviewFlags(): Record<FeaturePreviewKey, boolean> {
  useHydratedFeaturePreviews()
  return useStore(featurePreviewStore, (state) => state.enabled)
}

export function toggleFeaturePreview(key: FeaturePreviewKey): void {
  featurePreviewStore.getState().toggle(key)
}
