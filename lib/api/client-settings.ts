import { SELF_HOSTED_PLATFORM_API_URL } from '@/lib/config/self-hosted-api-url'

/** Returns the signed-in session's access token, or undefined (self-hosted mode, signed out). */
export type AccessTokenGetter = () => string | undefined | null | Promise<string | undefined | null>

export interface PlatformClientSettings {
  /** PublicConfig.platformApiUrl: absolute (`https://api.example/platform`) or relative (self-hosted). */
  platformApiUrl: string
  getAccessToken: AccessTokenGetter
  /**
   * The hosted platform only opens a database connection for pg-meta requests that carry the
   * project's encrypted connection string (x-connection-encrypted); self-hosted mode does not.
   */
  requiresConnectionEncryption: boolean
}

const DEFAULT_SETTINGS: PlatformClientSettings = {
  platformApiUrl: SELF_HOSTED_PLATFORM_API_URL,
  getAccessToken: () => undefined,
  requiresConnectionEncryption: false,
}

let settings: PlatformClientSettings = DEFAULT_SETTINGS
let version = 0

/** The current settings; `version` changes on every configure so the client knows to rebuild. */
export function getClientSettings(): { settings: PlatformClientSettings; version: number } {
  return { settings, version }
}

/**
 * Configures the platform client at app start (configuration is read at runtime, not build time).
 * Unspecified fields keep their previous values.
 */
export function configurePlatformClient(next: Partial<PlatformClientSettings>): void {
  settings = { ...settings, ...next }
  version += 1
}

/** Restores the defaults (self-hosted URL, no token, no encryption requirement); used by tests. */
export function resetPlatformClient(): void {
  settings = DEFAULT_SETTINGS
  version += 1
}
