import 'server-only'

import { authRequest, type AuthGateway } from './gateway'

/** GoTrue's public GET /settings: which sign-in methods are on, and a few switches. */
interface GoTrueSettings {
  external?: Record<string, unknown>
  disable_signup?: unknown
  mailer_autoconfirm?: unknown
  phone_autoconfirm?: unknown
}

/**
 * The settings a self-hosted auth server reports, under the platform config's keys. It reports only
 * these: everything else it reads from its environment, which no API exposes.
 */
export function settingsToConfig(settings: GoTrueSettings): Record<string, boolean> {
  const config: Record<string, boolean> = {}
  for (const [name, value] of Object.entries(settings.external ?? {})) {
    if (typeof value !== 'boolean') continue
    const key = name === 'anonymous_users' ? 'EXTERNAL_ANONYMOUS_USERS_ENABLED' : `EXTERNAL_${name.toUpperCase()}_ENABLED`
    config[key] = value
  }
  if (typeof settings.disable_signup === 'boolean') config.DISABLE_SIGNUP = settings.disable_signup
  if (typeof settings.mailer_autoconfirm === 'boolean') config.MAILER_AUTOCONFIRM = settings.mailer_autoconfirm
  if (typeof settings.phone_autoconfirm === 'boolean') config.SMS_AUTOCONFIRM = settings.phone_autoconfirm
  return config
}

export async function readAuthSettings(gateway: AuthGateway) {
  return settingsToConfig(await authRequest<GoTrueSettings>(gateway, 'GET', '/settings'))
}
