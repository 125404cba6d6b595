import { useEffect } from 'react'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'

import { allowsTelemetry, clearTelemetryCookie, type StoredConsent } from '@/lib/consent/consent'

import { createPersistedValue } from './persisted-value'
import { STORAGE_KEYS } from './storage-keys'
import * as v from './value-guards'

/**
 * The cookie consent answer (SPEC §4 "Consent": accepted or opted out), persisted in localStorage.
 * The store starts unanswered and unhydrated on server and client alike, so hydration matches, and
 * reads localStorage once mounted.
 */
export interface ConsentState {
  consent: StoredConsent | null
  /** False until localStorage has been read: the toast must not flash for users who answered. */
  isHydrated: boolean
  hydrate(): void
  /** Accepts every service. */
  accept(): void
  /** Refuses every non-essential service and clears the telemetry cookie. */
  optOut(): void
  /** Records the privacy settings' per-service choices. */
  saveServices(services: Record<string, boolean>, hasAnyOptionalConsent: boolean): void
}

/** The answer as JSON; null (unanswered) when there is none or it is not a valid answer. */
const storedConsent = createPersistedValue<StoredConsent | null>({
  key: STORAGE_KEYS.consent,
  format: 'json',
  schema: v.nullable(
    v.shape({ status: v.oneOf(['accepted', 'opted_out']), services: v.recordOf(v.boolean) })
  ),
  defaultValue: () => null,
})

let isFollowingStorage = false

export const consentStore = createStore<ConsentState>()((set, get) => {
  const save = (consent: StoredConsent) => {
    storedConsent.write(consent)
    if (!allowsTelemetry(consent)) clearTelemetryCookie()
    set({ consent, isHydrated: true })
  }
  return {
    consent: null,
    isHydrated: false,

    hydrate() {
      if (typeof window === 'undefined') return
      set({ consent: storedConsent.read(), isHydrated: true })
      if (!isFollowingStorage) {
        isFollowingStorage = true
        // An answer given in another tab applies here too.
        storedConsent.subscribe(() => get().hydrate())
      }
    },

    accept() {
      save({ status: 'accepted', services: {} })
    },

    optOut() {
      save({ status: 'opted_out', services: {} })
    },

    saveServices(services, hasAnyOptionalConsent) {
      save({ status: hasAnyOptionalConsent ? 'accepted' : 'opted_out', services: { ...services } })
    },
  }
})

/** Whether telemetry may be sent now: read by lib/telemetry/track before every event. */
export function hasTelemetryConsent(): boolean {
  const { consent, isHydrated } = consentStore.getState()
  return allowsTelemetry(isHydrated ? consent : storedConsent.read())
}

export function useConsent() {
  useEffect(() => consentStore.getState().hydrate(), [])
  const consent = useStore(consentStore, (state) => state.consent)
  const isHydrated = useStore(consentStore, (state) => state.isHydrated)
  return { consent, isHydrated }
}
