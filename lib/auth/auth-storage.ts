/**
 * localStorage key of the persisted auth session (cleared on sign-out, SPEC §4, by
 * clearLocalAuthState in stores/browser-storage.ts).
 */
export const AUTH_STORAGE_KEY = 'supabase.dashboard.auth.token'
