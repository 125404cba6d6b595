import { BRAND } from '@/lib/constants'

/** SPEC §4 "Consent": the user either accepted or opted out; null until they answer. */
export type ConsentStatus = 'accepted' | 'opted_out'

/** localStorage key of the consent answer and each service's status. */
export const CONSENT_STORAGE_KEY = `${BRAND}-consent`
/** The cookie telemetry identifies a browser with; opting out clears it (SPEC §4). */
export const TELEMETRY_COOKIE_NAME = `${BRAND}-telemetry-id`
/** The consent service that governs product telemetry (see public/consent/categories.json). */
export const TELEMETRY_SERVICE_ID = 'telemetry'

export const CONSENT_TEXTS = {
  toast: 'We use cookies to collect data and improve our services.',
  accept: 'Accept',
  optOut: 'Opt out',
  privacySettings: 'Privacy settings',
  toastLabel: 'Cookie consent',
} as const

export interface StoredConsent {
  status: ConsentStatus
  /** serviceId → granted, as last confirmed in the privacy settings. */
  services: Record<string, boolean>
}

/** Expires the telemetry cookie on this host and its parent domains (where it may have been set). */
export function clearTelemetryCookie(): void {
  if (typeof document === 'undefined') return
  const expired = `${TELEMETRY_COOKIE_NAME}=; Max-Age=0; path=/`
  document.cookie = expired
  const parts = window.location.hostname.split('.')
  for (let index = 0; index < parts.length - 1; index++) {
    document.cookie = `${expired}; domain=.${parts.slice(index).join('.')}`
  }
}

/** Whether telemetry may be sent: only after consent, and not when its service was switched off. */
export function allowsTelemetry(consent: StoredConsent | null): boolean {
  if (!consent || consent.status !== 'accepted') return false
  return consent.services[TELEMETRY_SERVICE_ID] !== false
}
