/**
 * The sign-in configuration pages as data: every setting the forms show, its key in the platform's
 * auth config (GET/PATCH /platform/auth/{ref}/config, the GoTrue config's upper-case names) and the
 * environment variable a self-hosted auth server reads it from (GoTrue's GOTRUE_* names).
 */

export type AuthConfigFieldKind = 'boolean' | 'text' | 'secret' | 'url' | 'url-list' | 'email' | 'number' | 'template' | 'hook-uri' | 'select'

export interface AuthConfigField {
  key: string
  label: string
  kind: AuthConfigFieldKind
  /** The self-hosted auth server's variable. */
  envVar: string
  description?: string
  min?: number
  max?: number
  options?: readonly { value: string; label: string }[]
  /**
   * How the variable carries the value when it differs from the platform's: a Go duration in seconds
   * ("3600s"), or a URL the auth server fetches the text from (e-mail templates).
   */
  envFormat?: 'seconds-duration' | 'template-url'
}

export interface AuthConfigSection {
  title: string
  fields: AuthConfigField[]
}

export const AUTH_CONFIG_PAGES = ['providers', 'url-configuration', 'emails', 'rate-limits', 'mfa', 'sessions', 'hooks'] as const
export type AuthConfigPage = (typeof AUTH_CONFIG_PAGES)[number]

const env = (key: string) => `GOTRUE_${key}`
const field = (key: string, label: string, kind: AuthConfigFieldKind, extra: Partial<AuthConfigField> = {}): AuthConfigField => ({
  key,
  label,
  kind,
  envVar: env(key),
  ...extra,
})

/** OAuth providers offered on the providers page: enabled, client id, secret (write-only). */
export const OAUTH_PROVIDERS = [
  { id: 'GITHUB', name: 'GitHub' },
  { id: 'GOOGLE', name: 'Google' },
  { id: 'GITLAB', name: 'GitLab' },
  { id: 'AZURE', name: 'Azure' },
  { id: 'APPLE', name: 'Apple' },
  { id: 'DISCORD', name: 'Discord' },
] as const

export const PASSWORD_CHARACTER_RULES = [
  { value: '', label: 'No required characters' },
  { value: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ:0123456789', label: 'Letters and digits' },
  {
    value: 'abcdefghijklmnopqrstuvwxyz:ABCDEFGHIJKLMNOPQRSTUVWXYZ:0123456789',
    label: 'Lower case, upper case letters and digits',
  },
  {
    value: 'abcdefghijklmnopqrstuvwxyz:ABCDEFGHIJKLMNOPQRSTUVWXYZ:0123456789:!@#$%^&*()_+-=[]{};\'\\\\:"|<>?,./`~',
    label: 'Lower case, upper case letters, digits and symbols',
  },
] as const

export const EMAIL_TEMPLATES = [
  { id: 'CONFIRMATION', name: 'Confirm sign-up' },
  { id: 'INVITE', name: 'Invite user' },
  { id: 'MAGIC_LINK', name: 'Magic link' },
  { id: 'EMAIL_CHANGE', name: 'Change e-mail address' },
  { id: 'RECOVERY', name: 'Reset password' },
] as const

export const AUTH_HOOKS = [
  { id: 'CUSTOM_ACCESS_TOKEN', name: 'Customize access token (JWT) claims' },
  { id: 'SEND_EMAIL', name: 'Send e-mail' },
  { id: 'SEND_SMS', name: 'Send SMS' },
  { id: 'MFA_VERIFICATION_ATTEMPT', name: 'MFA verification attempt' },
  { id: 'PASSWORD_VERIFICATION_ATTEMPT', name: 'Password verification attempt' },
] as const

const RATE = { min: 1, max: 100_000 }

export const AUTH_CONFIG_SECTIONS: Record<AuthConfigPage, AuthConfigSection[]> = {
  providers: [
    {
      title: 'Sign-in methods',
      fields: [
        field('DISABLE_SIGNUP', 'Disable new sign-ups', 'boolean'),
        field('EXTERNAL_EMAIL_ENABLED', 'E-mail sign-in', 'boolean'),
        field('MAILER_AUTOCONFIRM', 'Confirm e-mail addresses automatically', 'boolean'),
        field('EXTERNAL_PHONE_ENABLED', 'Phone sign-in', 'boolean'),
        field('SMS_AUTOCONFIRM', 'Confirm phone numbers automatically', 'boolean'),
        field('EXTERNAL_ANONYMOUS_USERS_ENABLED', 'Anonymous sign-ins', 'boolean'),
      ],
    },
    {
      title: 'Passwords',
      fields: [
        field('PASSWORD_MIN_LENGTH', 'Minimum password length', 'number', { min: 6, max: 72 }),
        field('PASSWORD_REQUIRED_CHARACTERS', 'Required characters', 'select', { options: PASSWORD_CHARACTER_RULES }),
      ],
    },
    ...OAUTH_PROVIDERS.map(({ id, name }) => ({
      title: name,
      fields: [
        field(`EXTERNAL_${id}_ENABLED`, `${name} enabled`, 'boolean'),
        field(`EXTERNAL_${id}_CLIENT_ID`, `${name} client ID`, 'text'),
        field(`EXTERNAL_${id}_SECRET`, `${name} client secret`, 'secret'),
      ],
    })),
  ],
  'url-configuration': [
    {
      title: 'URLs',
      fields: [
        field('SITE_URL', 'Site URL', 'url', { description: 'Where e-mail links send users by default.' }),
        field('URI_ALLOW_LIST', 'Redirect URLs', 'url-list', {
          description: 'Other URLs a sign-in may return to, one a line (* matches within a part, ** across parts).',
        }),
      ],
    },
  ],
  emails: [
    {
      title: 'SMTP',
      fields: [
        field('SMTP_ADMIN_EMAIL', 'Sender e-mail', 'email'),
        field('SMTP_SENDER_NAME', 'Sender name', 'text'),
        field('SMTP_HOST', 'Host', 'text'),
        field('SMTP_PORT', 'Port', 'number', { min: 1, max: 65_535 }),
        field('SMTP_USER', 'Username', 'text'),
        field('SMTP_PASS', 'Password', 'secret'),
        field('SMTP_MAX_FREQUENCY', 'Seconds between e-mails to one address', 'number', { min: 0, max: 86_400 }),
      ],
    },
    ...EMAIL_TEMPLATES.map(({ id, name }) => ({
      title: name,
      fields: [
        field(`MAILER_SUBJECTS_${id}`, `${name} subject`, 'text'),
        field(`MAILER_TEMPLATES_${id}_CONTENT`, `${name} body`, 'template', {
          envVar: env(`MAILER_TEMPLATES_${id}`),
          envFormat: 'template-url' as const,
        }),
      ],
    })),
  ],
  'rate-limits': [
    {
      title: 'Rate limits (per hour)',
      fields: [
        field('RATE_LIMIT_EMAIL_SENT', 'E-mails sent', 'number', RATE),
        field('RATE_LIMIT_SMS_SENT', 'SMS messages sent', 'number', RATE),
        field('RATE_LIMIT_TOKEN_REFRESH', 'Token refreshes (per 5 minutes per IP)', 'number', RATE),
        field('RATE_LIMIT_VERIFY', 'Verifications (per 5 minutes per IP)', 'number', RATE),
        field('RATE_LIMIT_OTP', 'One-time passwords', 'number', RATE),
        field('RATE_LIMIT_ANONYMOUS_USERS', 'Anonymous sign-ins', 'number', RATE),
      ],
    },
  ],
  mfa: [
    {
      title: 'Multi-factor authentication',
      fields: [
        field('MFA_TOTP_ENROLL_ENABLED', 'Authenticator app (TOTP) enrolment', 'boolean'),
        field('MFA_TOTP_VERIFY_ENABLED', 'Authenticator app (TOTP) verification', 'boolean'),
        field('MFA_PHONE_ENROLL_ENABLED', 'Phone enrolment', 'boolean'),
        field('MFA_PHONE_VERIFY_ENABLED', 'Phone verification', 'boolean'),
        field('MFA_MAX_ENROLLED_FACTORS', 'Most factors per user', 'number', { min: 1, max: 100 }),
      ],
    },
  ],
  sessions: [
    {
      title: 'Sessions and tokens',
      fields: [
        field('JWT_EXP', 'Access token lifetime (seconds)', 'number', { min: 30, max: 604_800 }),
        field('REFRESH_TOKEN_ROTATION_ENABLED', 'Rotate refresh tokens', 'boolean', {
          envVar: env('SECURITY_REFRESH_TOKEN_ROTATION_ENABLED'),
        }),
        field('SECURITY_REFRESH_TOKEN_REUSE_INTERVAL', 'Refresh token reuse interval (seconds)', 'number', { min: 0, max: 3_600 }),
        field('SESSIONS_SINGLE_PER_USER', 'One session per user', 'boolean'),
        field('SESSIONS_TIMEBOX', 'Session time limit (seconds, 0 for none)', 'number', {
          min: 0,
          max: 31_536_000,
          envFormat: 'seconds-duration',
        }),
        field('SESSIONS_INACTIVITY_TIMEOUT', 'Inactivity timeout (seconds, 0 for none)', 'number', {
          min: 0,
          max: 31_536_000,
          envFormat: 'seconds-duration',
        }),
      ],
    },
  ],
  hooks: AUTH_HOOKS.map(({ id, name }) => ({
    title: name,
    fields: [
      field(`HOOK_${id}_ENABLED`, `${name} hook enabled`, 'boolean'),
      field(`HOOK_${id}_URI`, `${name} hook`, 'hook-uri', {
        description: 'A Postgres function (pg-functions://postgres/schema/function) or an HTTPS endpoint.',
      }),
    ],
  })),
}

export const AUTH_CONFIG_PAGE_TITLES: Record<AuthConfigPage, string> = {
  providers: 'Sign-in providers',
  'url-configuration': 'URL configuration',
  emails: 'E-mails',
  'rate-limits': 'Rate limits',
  mfa: 'Multi-factor authentication',
  sessions: 'Sessions',
  hooks: 'Auth hooks',
}

export function authConfigFields(page: AuthConfigPage): AuthConfigField[] {
  return AUTH_CONFIG_SECTIONS[page].flatMap((section) => section.fields)
}
