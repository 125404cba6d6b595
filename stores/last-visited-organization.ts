
import { createPersistedValue } from './persisted-value'
import { STORAGE_KEYS } from './storage-keys'
import * as v from './value-guards'

/** The last visited organization slug, kept as a plain string under LAST_VISITED_ORGANIZATION (SPEC §2). */
const lastVisitedOrganization = createPersistedValue<string | null>({
  key: STORAGE_KEYS.lastVisitedOrganization,
  format: 'raw',
  schema: v.nullable(v.string),
  defaultValue: () => null,
})

export function getLastVisitedOrganization(): string | null {
  // An empty slug names no organization.
  return lastVisitedOrganization.read() || null
}

export function setLastVisitedOrganization(slug: string) {
  lastVisitedOrganization.write(slug)
}

/** Forgets the last visited organization (it was left or deleted), so the home page stops opening it. */
export function clearLastVisitedOrganization() {
  lastVisitedOrganization.remove()
}
