import { useEffect } from 'react'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'

import { FEATURE_PREVIEW_KEYS, type FeaturePreviewKey } from '@/lib/feature-previews/keys'

import { createPersistedValue, type PersistedValue } from './persisted-value'
import * as v from './value-guards'

/**
 * Per-user feature preview flags (SPEC §4): "true" or "false" in localStorage under each preview's
 * key, false by default. The store starts all-false on server and client alike, so hydration
 * matches, and reads localStorage once mounted.
 */

export interface FeaturePreviewState {
  enabled: Record<FeaturePreviewKey, boolean>
  /** Re-reads every flag from localStorage. */
  hydrate(): void
  setEnabled(key: FeaturePreviewKey, isEnabled: boolean): void
  toggle(key: FeaturePreviewKey): void
}

type StoredFlag = 'true' | 'false'
const FLAG_SCHEMA = v.oneOf(['true', 'false'])

const flags = Object.fromEntries(
  Object.values(FEATURE_PREVIEW_KEYS).map((key) => [
    key,
    createPersistedValue<StoredFlag>({ key, format: 'raw', schema: FLAG_SCHEMA, defaultValue: () => 'false' }),
  ])
) as Record<FeaturePreviewKey, PersistedValue<StoredFlag>>

const flagKeys = Object.keys(flags) as FeaturePreviewKey[]

function allDisabled(): Record<FeaturePreviewKey, boolean> {
  return Object.fromEntries(flagKeys.map((key) => [key, false])) as Record<FeaturePreviewKey, boolean>
}

let isFollowingStorage = false

export const featurePreviewStore = createStore<FeaturePreviewState>()((set, get) => ({
  enabled: allDisabled(),

  hydrate() {
    if (typeof window === 'undefined') return
    set({ enabled: Object.fromEntries(flagKeys.map((key) => [key, flags[key].read() === 'true'])) as Record<FeaturePreviewKey, boolean> })
    if (!isFollowingStorage) {
      isFollowingStorage = true
      // A preview toggled in another tab applies here too.
      flagKeys.forEach((key) => flags[key].subscribe(() => get().hydrate()))
    }
  },

  setEnabled(key, isEnabled) {
    flags[key].write(isEnabled ? 'true' : 'false')
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
