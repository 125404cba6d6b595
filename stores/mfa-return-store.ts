import { createPersistedValue } from './persisted-value'
import { STORAGE_KEYS } from './storage-keys'
import * as v from './value-guards'

/**
 * The page a user wanted when an organization's MFA requirement sent them to /org/{slug}. Kept per
 * tab (sessionStorage), so the MFA set-up can take them there once they are enrolled. Storage that
 * is unavailable (private mode) only means the user returns to the organization's home.
 */
export const MFA_RETURN_STORAGE_KEY = STORAGE_KEYS.mfaReturn

const mfaReturn = createPersistedValue<{ slug: string; path: string } | null>({
  key: MFA_RETURN_STORAGE_KEY,
  area: 'session',
  format: 'json',
  schema: v.nullable(v.shape({ slug: v.string, path: v.string })),
  defaultValue: () => null,
})

export function rememberMfaReturn(slug: string, path: string) {
  mfaReturn.write({ slug, path })
}

/** The remembered page for this organization, if the redirect that kept them out came from it. */
export function getMfaReturn(slug: string): string | null {
  const stored = mfaReturn.read()
  return stored?.slug === slug ? stored.path : null
}
