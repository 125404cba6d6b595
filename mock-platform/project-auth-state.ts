import type { Schemas } from '@/lib/api/types'

import { getMockDatabase } from './pg-meta-db'
import type { PlatformState } from './platform-state'
import type { AuthDatabase } from './project-auth-store'

/**
 * The mock's project auth servers: each hosted project's auth config (GET/PATCH
 * /platform/auth/{ref}/config) and the messages the auth servers "sent" (invitations, recovery and
 * magic links, one-time passwords), kept beside PlatformState so a scenario switch starts afresh.
 */

export interface SentAuthMessage {
  /** The hosted project's ref, or 'gateway' for the self-hosted auth server behind SUPABASE_URL. */
  ref: string
  kind: 'invite' | 'recovery' | 'magiclink' | 'otp'
  to: string
}

interface ProjectAuthState {
  configs: Map<string, Schemas['AuthConfig']>
  sent: SentAuthMessage[]
}

const stores = new WeakMap<PlatformState, ProjectAuthState>()

export function getProjectAuthState(state: PlatformState): ProjectAuthState {
  let store = stores.get(state)
  if (!store) {
    store = { configs: new Map(), sent: [] }
    stores.set(state, store)
  }
  return store
}

const DEFAULT_TEMPLATE = (what: string) => `<h2>${what}</h2>\n<p><a href="{{ .ConfirmationURL }}">${what}</a></p>`

/** A new project's auth settings, as the platform starts them. */
export function defaultAuthConfig(): Schemas['AuthConfig'] {
  const config: Schemas['AuthConfig'] = {
    SITE_URL: 'http://localhost:3000',
    URI_ALLOW_LIST: '',
    JWT_EXP: 3600,
    DISABLE_SIGNUP: false,
    EXTERNAL_EMAIL_ENABLED: true,
    MAILER_AUTOCONFIRM: false,
    EXTERNAL_PHONE_ENABLED: false,
    SMS_AUTOCONFIRM: false,
    EXTERNAL_ANONYMOUS_USERS_ENABLED: false,
    PASSWORD_MIN_LENGTH: 6,
    PASSWORD_REQUIRED_CHARACTERS: '',
    SMTP_ADMIN_EMAIL: null,
    SMTP_SENDER_NAME: null,
    SMTP_HOST: null,
    SMTP_PORT: 587,
    SMTP_USER: null,
    SMTP_PASS: null,
    SMTP_MAX_FREQUENCY: 60,
    RATE_LIMIT_EMAIL_SENT: 2,
    RATE_LIMIT_SMS_SENT: 30,
    RATE_LIMIT_TOKEN_REFRESH: 150,
    RATE_LIMIT_VERIFY: 30,
    RATE_LIMIT_OTP: 30,
    RATE_LIMIT_ANONYMOUS_USERS: 30,
    MFA_TOTP_ENROLL_ENABLED: true,
    MFA_TOTP_VERIFY_ENABLED: true,
    MFA_PHONE_ENROLL_ENABLED: false,
    MFA_PHONE_VERIFY_ENABLED: false,
    MFA_MAX_ENROLLED_FACTORS: 10,
    REFRESH_TOKEN_ROTATION_ENABLED: true,
    SECURITY_REFRESH_TOKEN_REUSE_INTERVAL: 10,
    SESSIONS_SINGLE_PER_USER: false,
    SESSIONS_TIMEBOX: 0,
    SESSIONS_INACTIVITY_TIMEOUT: 0,
  }
  for (const provider of ['GITHUB', 'GOOGLE', 'GITLAB', 'AZURE', 'APPLE', 'DISCORD']) {
    config[`EXTERNAL_${provider}_ENABLED`] = false
    config[`EXTERNAL_${provider}_CLIENT_ID`] = null
    config[`EXTERNAL_${provider}_SECRET`] = null
  }
  for (const [id, subject] of [
    ['CONFIRMATION', 'Confirm Your Signup'],
    ['INVITE', 'You have been invited'],
    ['MAGIC_LINK', 'Your Magic Link'],
    ['EMAIL_CHANGE', 'Confirm Email Change'],
    ['RECOVERY', 'Reset Your Password'],
  ]) {
    config[`MAILER_SUBJECTS_${id}`] = subject
    config[`MAILER_TEMPLATES_${id}_CONTENT`] = DEFAULT_TEMPLATE(subject)
  }
  for (const hook of ['CUSTOM_ACCESS_TOKEN', 'SEND_EMAIL', 'SEND_SMS', 'MFA_VERIFICATION_ATTEMPT', 'PASSWORD_VERIFICATION_ATTEMPT']) {
    config[`HOOK_${hook}_ENABLED`] = false
    config[`HOOK_${hook}_URI`] = null
  }
  return config
}

export function projectAuthConfig(state: PlatformState, ref: string): Schemas['AuthConfig'] {
  const store = getProjectAuthState(state)
  let config = store.configs.get(ref)
  if (!config) {
    config = defaultAuthConfig()
    store.configs.set(ref, config)
  }
  return config
}

/** What the self-hosted auth server behind the mock gateway reports at GET /settings. */
export function gatewayAuthSettings() {
  return {
    external: { email: true, phone: false, anonymous_users: false, github: false, google: false, gitlab: false, azure: false, apple: false, discord: false },
    disable_signup: false,
    mailer_autoconfirm: false,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }
}

let gatewayPool: Promise<AuthDatabase> | undefined

/**
 * The database of the auth server behind the mock gateway: MOCK_GOTRUE_DATABASE_URL when set (the
 * self-hosted dashboard's own PostgreSQL database in e2e, as a real auth server shares it), else the
 * mock platform's database.
 */
export async function gatewayAuthDatabase(state: PlatformState): Promise<AuthDatabase> {
  const url = process.env.MOCK_GOTRUE_DATABASE_URL
  if (!url) return getMockDatabase(state)
  gatewayPool ??= import('pg').then(({ default: pg }) => {
    const pool = new pg.Pool({ connectionString: url, max: 2 })
    return { query: async (sql: string, params?: unknown[]) => ({ rows: (await pool.query(sql, params)).rows }) }
  })
  return gatewayPool
}
