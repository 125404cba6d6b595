import { useEffect } from 'react'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'

import {
  allowsTelemetry,
  clearTelemetryCookie,
  CONSENT_STORAGE_KEY,
  readStoredConsent,
  writeStoredConsent,
  type StoredConsent,
} from '@/lib/consent/consent'

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

let isListeningToOtherTabs = false

export const consentStore = createStore<ConsentState>()((set, get) => {
  const save = (consent: StoredConsent) => {
    writeStoredConsent(consent)
    if (!allowsTelemetry(consent)) clearTelemetryCookie()
    set({ consent, isHydrated: true })
  }
  return {
    consent: null,
    isHydrated: false,

    hydrate() {
      if (typeof window === 'undefined') return
      set({ consent: readStoredConsent(), isHydrated: true })
      if (!isListeningToOtherTabs) {
        isListeningToOtherTabs = true
        // An answer given in another tab applies here too.
        window.addEventListener('storage', (event) => {
          if (event.key === null || event.key === CONSENT_STORAGE_KEY) get().hydrate()
        })
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
  return allowsTelemetry(isHydrated ? consent : readStoredConsent())
}

export function useConsent() {
  useEffect(() => consentStore.getState().hydrate(), [])
  const consent = useStore(consentStore, (state) => state.consent)
  const isHydrated = useStore(consentStore, (state) => state.isHydrated)
  return { consent, isHydrated }
}
