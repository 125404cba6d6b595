import { describe, expect, it } from 'vitest'

import { authConfigFields } from '@/lib/auth-config/auth-config-fields'
import { changedValues, envSnippet, envValue, fieldError, renderTemplatePreview, toDraft } from '@/lib/auth-config/auth-config-form'
import { banDuration, banHoursError, emailError, isBanned, MAX_BAN_HOURS } from '@/lib/auth-users/user-rules'
import { buildUsersPageSql, buildUsersWhere, nextCursor, USERS_PAGE_SIZE, type UserListRow } from '@/lib/auth-users/users-sql'

const row = (index: number): UserListRow => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  email: `u${index}@example.com`,
  phone: null,
  created_at: '2024-01-01T00:00:00Z',
  last_sign_in_at: null,
  email_confirmed_at: null,
  phone_confirmed_at: null,
  banned_until: null,
  is_anonymous: false,
  providers: ['email'],
  sort_key: `2024-01-01 00:${String(index).padStart(2, '0')}:00+00`,
})

describe('users list SQL', () => {
  it('reads a page by keyset after the cursor, never by OFFSET or count(*)', () => {
    const sql = buildUsersPageSql({ sort: 'created_at', order: 'desc', cursor: { value: '2024-01-01 00:00:00+00', id: row(1).id } })
    expect(sql).toContain("(coalesce(u.created_at, '-infinity'::timestamptz), u.id) < ('2024-01-01 00:00:00+00'::timestamptz, '00000000-0000-4000-8000-000000000001'::uuid)")
    expect(sql).toMatch(/order by coalesce\(u\.created_at, '-infinity'::timestamptz\) desc, u\.id desc\s+limit 50$/)
    expect(sql).not.toMatch(/offset|count\(/i)
    expect(buildUsersPageSql({ sort: 'email', order: 'asc', cursor: { value: 'a@x.io', id: row(2).id } })).toContain(
      "(coalesce(u.email, ''), u.id) > ('a@x.io'::text, "
    )
  })

  it('builds the next cursor from the last row of a full page only', () => {
    const full = Array.from({ length: USERS_PAGE_SIZE }, (_, index) => row(index))
    expect(nextCursor(full)).toEqual({ value: full[49].sort_key, id: full[49].id })
    expect(nextCursor(full.slice(0, 49))).toBeNull()
  })

  it('searches by id, e-mail or phone with quoted, escaped patterns, and filters by state and provider', () => {
    expect(buildUsersWhere({ search: row(3).id.toUpperCase() })).toEqual([`u.id = '${row(3).id}'::uuid`])
    expect(buildUsersWhere({ search: "o'hara_1%" })).toEqual(["(u.email ilike E'%o''hara\\\\_1\\\\%%' or u.phone ilike E'%o''hara\\\\_1\\\\%%')"])
    expect(buildUsersWhere({ filter: 'anonymous', providers: ['github'] })).toEqual([
      'u.is_anonymous is true',
      "(u.raw_app_meta_data -> 'providers') ?| array['github']::text[]",
    ])
    expect(buildUsersWhere({ filter: 'unverified' })).toEqual(['(u.email_confirmed_at is null and u.phone_confirmed_at is null)'])
  })
})

describe('user rules', () => {
  it('refuses malformed e-mail addresses', () => {
    expect(emailError('')).toBe('Enter an e-mail address')
    expect(emailError('not-an-email')).toBe('Enter a valid e-mail address')
    expect(emailError('a b@example.com')).toBe('Enter a valid e-mail address')
    expect(emailError(' user@example.com ')).toBeNull()
  })

  it('accepts ban durations from 1 hour to 100 years in whole hours', () => {
    expect(banHoursError('0')).toMatch(/from 1 hour to 876,000 hours/)
    expect(banHoursError(String(MAX_BAN_HOURS + 1))).toMatch(/from 1 hour/)
    expect(banHoursError('1.5')).toBe('Enter a whole number of hours')
    expect(banHoursError('24')).toBeNull()
    expect(banDuration(24)).toBe('24h')
    expect(banDuration('none')).toBe('none')
    expect(isBanned('2999-01-01T00:00:00Z')).toBe(true)
    expect(isBanned('2000-01-01T00:00:00Z')).toBe(false)
    expect(isBanned(null)).toBe(false)
  })
})

describe('sign-in configuration forms', () => {
  const urls = authConfigFields('url-configuration')
  const providers = authConfigFields('providers')

  it('refuses a malformed redirect URL and a site URL without http(s), and numbers out of range', () => {
    const [site, redirects] = urls
    expect(fieldError(redirects, 'https://app.example.com/**\nnot a url')).toBe('not a url is not a valid URL: use http:// or https://')
    expect(fieldError(redirects, 'https://*.example.com/**\nhttp://localhost:3000')).toBeNull()
    expect(fieldError(site, 'ftp://example.com')).toBe('Enter a URL starting with http:// or https://')
    const jwt = authConfigFields('sessions').find((field) => field.key === 'JWT_EXP')!
    expect(fieldError(jwt, '10')).toBe('Enter a number from 30 to 604800')
    const hook = authConfigFields('hooks').find((field) => field.key === 'HOOK_SEND_EMAIL_URI')!
    expect(fieldError(hook, 'pg-functions://postgres/public/send_email')).toBeNull()
    expect(fieldError(hook, 'http://insecure.example.com')).toMatch(/pg-functions/)
  })

  it('sends only what changed; a secret only when typed, never read back into the form', () => {
    const config = { EXTERNAL_GITHUB_ENABLED: false, EXTERNAL_GITHUB_CLIENT_ID: null, EXTERNAL_GITHUB_SECRET: 'old-secret', PASSWORD_MIN_LENGTH: 6 }
    const draft = toDraft(providers, config)
    expect(draft.EXTERNAL_GITHUB_SECRET).toBe('')
    expect(changedValues(providers, config, draft)).toEqual({})
    const edited = { ...draft, EXTERNAL_GITHUB_ENABLED: true, EXTERNAL_GITHUB_CLIENT_ID: 'client-1', EXTERNAL_GITHUB_SECRET: 'new-secret', PASSWORD_MIN_LENGTH: '8' }
    expect(changedValues(providers, config, edited)).toEqual({
      EXTERNAL_GITHUB_ENABLED: true,
      EXTERNAL_GITHUB_CLIENT_ID: 'client-1',
      EXTERNAL_GITHUB_SECRET: 'new-secret',
      PASSWORD_MIN_LENGTH: 8,
    })
  })

  it('writes the .env snippet with GoTrue variable names, quoting what needs it', () => {
    expect(envSnippet(urls, { SITE_URL: 'https://app.example.com', URI_ALLOW_LIST: 'https://a.example.com/**,http://localhost:3000' })).toBe(
      'GOTRUE_SITE_URL=https://app.example.com\nGOTRUE_URI_ALLOW_LIST=https://a.example.com/**,http://localhost:3000'
    )
    expect(envSnippet(providers, { EXTERNAL_GITHUB_ENABLED: true, EXTERNAL_GITHUB_SECRET: 's3cr$t "x"' })).toBe(
      'GOTRUE_EXTERNAL_GITHUB_ENABLED=true\nGOTRUE_EXTERNAL_GITHUB_SECRET="s3cr\\$t \\"x\\""'
    )
    const sessions = authConfigFields('sessions')
    expect(envSnippet(sessions, { SESSIONS_TIMEBOX: 86400, REFRESH_TOKEN_ROTATION_ENABLED: false })).toBe(
      'GOTRUE_SECURITY_REFRESH_TOKEN_ROTATION_ENABLED=false\nGOTRUE_SESSIONS_TIMEBOX=86400s'
    )
    expect(envValue('two words')).toBe('"two words"')
  })

  it('renders a template preview with sample values', () => {
    expect(renderTemplatePreview('<a href="{{ .ConfirmationURL }}">Go</a> {{ .Unknown }}')).toBe(
      '<a href="https://example.com/auth/v1/verify?token=sample">Go</a> {{ .Unknown }}'
    )
  })
})
