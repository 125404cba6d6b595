/** localStorage key of the hashed user id sent with error reports (SPEC §9). */
export const ERROR_REPORTING_USER_ID_KEY = 'supabase-error-reporting-user-id'

/**
 * SPEC §9: the error-reporting user id is the SHA-256 of the user id, base64-encoded, so reports
 * can be grouped per user without sending who the user is.
 */
export async function hashUserId(id: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(id))
  let binary = ''
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** Hashes the user id, stores it locally and returns it; storage failures only skip the storing. */
export async function rememberErrorReportingUserId(id: string): Promise<string> {
  const hashed = await hashUserId(id)
  try {
    localStorage.setItem(ERROR_REPORTING_USER_ID_KEY, hashed)
  } catch {
    // Storage blocked: the id is still used for this page's reports.
  }
  return hashed
}

/** Forgets the stored id (on sign-out). */
export function forgetErrorReportingUserId(): void {
  try {
    localStorage.removeItem(ERROR_REPORTING_USER_ID_KEY)
  } catch {
    // Nothing stored that could be removed.
  }
}
