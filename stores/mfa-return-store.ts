/**
 * The page a user wanted when an organization's MFA requirement sent them to /org/{slug}. Kept per
 * tab (sessionStorage), so the MFA set-up can take them there once they are enrolled.
 */
export const MFA_RETURN_STORAGE_KEY = 'supabase-dashboard-mfa-return'

export function rememberMfaReturn(slug: string, path: string) {
  try {
    window.sessionStorage.setItem(MFA_RETURN_STORAGE_KEY, JSON.stringify({ slug, path }))
  } catch {
    // Storage may be unavailable (private mode); the user then returns to the organization's home.
  }
}

/** The remembered page for this organization, if the redirect that kept them out came from it. */
export function getMfaReturn(slug: string): string | null {
  try {
    const raw = window.sessionStorage.getItem(MFA_RETURN_STORAGE_KEY)
    const stored: unknown = raw ? JSON.parse(raw) : null
    if (stored && typeof stored === 'object' && 'slug' in stored && 'path' in stored) {
      const { slug: storedSlug, path } = stored as { slug: unknown; path: unknown }
      if (storedSlug === slug && typeof path === 'string') return path
    }
  } catch {
    // Unreadable or malformed: nothing remembered.
  }
  return null
}
