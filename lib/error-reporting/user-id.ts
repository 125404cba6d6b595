/** localStorage key of the hashed user id sent with error reports (SPEC §9); kept by stores/error-reporting-user-id.ts. */
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
