import { isValidHttpUrl } from '@/lib/format/url'
import { emailError } from '@/lib/auth-users/user-rules'

import type { AuthConfigField } from './auth-config-fields'

/**
 * The sign-in configuration forms' rules: what a field shows for a config value, whether what was
 * typed is valid, what changed (the PATCH body), and the .env lines a self-hoster pastes instead.
 */

export type AuthConfigValue = string | number | boolean | null
export type AuthConfigValues = Record<string, AuthConfigValue | undefined>
/** What the inputs hold: text for text fields, a flag for switches. */
export type AuthConfigDraft = Record<string, string | boolean>

/** The draft value of a setting: secrets are write-only and always start empty. */
export function draftValue(field: AuthConfigField, value: AuthConfigValue | undefined): string | boolean {
  if (field.kind === 'boolean') return value === true || value === 'true'
  if (field.kind === 'secret' || value === null || value === undefined) return ''
  if (field.kind === 'url-list') return String(value).split(',').map((entry) => entry.trim()).filter(Boolean).join('\n')
  return String(value)
}

export function toDraft(fields: readonly AuthConfigField[], config: AuthConfigValues): AuthConfigDraft {
  return Object.fromEntries(fields.map((field) => [field.key, draftValue(field, config[field.key])]))
}

/** Redirect entries may hold * and ** wildcards; the rest must be an http(s) URL (SPEC §5). */
function isValidRedirect(entry: string): boolean {
  return isValidHttpUrl(entry.replace(/\*+/g, 'x'))
}

const PG_FUNCTION_URI = /^pg-functions:\/\/[A-Za-z0-9_]+\/[A-Za-z0-9_]+\/[A-Za-z0-9_]+$/

export function urlListEntries(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((entry) => entry.trim())
    .filter(Boolean)
}

/** The message under a field, or null when what it holds can be sent. */
export function fieldError(field: AuthConfigField, value: string | boolean): string | null {
  if (typeof value === 'boolean') return null
  const text = value.trim()
  switch (field.kind) {
    case 'url':
      return text && !isValidHttpUrl(text) ? 'Enter a URL starting with http:// or https://' : null
    case 'url-list': {
      const bad = urlListEntries(text).find((entry) => !isValidRedirect(entry))
      return bad ? `${bad} is not a valid URL: use http:// or https://` : null
    }
    case 'email':
      return text ? emailError(text) : null
    case 'number': {
      if (!text) return 'Enter a number'
      if (!/^\d+$/.test(text)) return 'Enter a whole number'
      const number = Number(text)
      if ((field.min !== undefined && number < field.min) || (field.max !== undefined && number > field.max)) {
        return `Enter a number from ${field.min ?? 0} to ${field.max}`
      }
      return null
    }
    case 'hook-uri':
      return text && !PG_FUNCTION_URI.test(text) && !(isValidHttpUrl(text) && text.startsWith('https://'))
        ? 'Enter pg-functions://postgres/schema/function or an https:// URL'
        : null
    default:
      return null
  }
}

export function formErrors(fields: readonly AuthConfigField[], draft: AuthConfigDraft): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const field of fields) {
    const error = fieldError(field, draft[field.key] ?? '')
    if (error) errors[field.key] = error
  }
  return errors
}

function typedValue(field: AuthConfigField, value: string | boolean): AuthConfigValue {
  if (typeof value === 'boolean') return value
  const text = value.trim()
  if (field.kind === 'number') return Number(text)
  if (field.kind === 'url-list') return urlListEntries(text).join(',')
  if (field.kind === 'template') return value
  return text === '' ? null : text
}

/**
 * The settings that differ from the saved config, typed as the config holds them (the PATCH body).
 * A secret counts only when something was typed: an empty secret field keeps the saved one.
 */
export function changedValues(fields: readonly AuthConfigField[], config: AuthConfigValues, draft: AuthConfigDraft): Record<string, AuthConfigValue> {
  const changes: Record<string, AuthConfigValue> = {}
  for (const field of fields) {
    const value = draft[field.key]
    if (value === undefined) continue
    if (field.kind === 'secret') {
      if (typeof value === 'string' && value.trim()) changes[field.key] = value.trim()
      continue
    }
    if (value !== draftValue(field, config[field.key])) changes[field.key] = typedValue(field, value)
  }
  return changes
}

/** A .env value: bare when it is plain, double-quoted (with \ " $ and newlines escaped) otherwise. */
export function envValue(value: AuthConfigValue): string {
  const text = value === null ? '' : String(value)
  if (/^[A-Za-z0-9_./:@,*+-]*$/.test(text)) return text
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\$/g, '\\$').replace(/\n/g, '\\n')}"`
}

/** The .env lines of a change, for the self-hosted auth server (which reads them at start). */
export function envSnippet(fields: readonly AuthConfigField[], changes: Record<string, AuthConfigValue>): string {
  const lines: string[] = []
  for (const field of fields) {
    if (!(field.key in changes)) continue
    const value = changes[field.key]
    if (field.envFormat === 'template-url') {
      lines.push(`# ${field.label}: save the body as a file the auth server can fetch, and give its URL`)
      lines.push(`${field.envVar}=https://example.com/templates/${field.key.toLowerCase()}.html`)
    } else if (field.envFormat === 'seconds-duration') {
      lines.push(`${field.envVar}=${Number(value) === 0 ? '0' : `${Number(value)}s`}`)
    } else {
      lines.push(`${field.envVar}=${envValue(value)}`)
    }
  }
  return lines.join('\n')
}

/** Sample values for the e-mail template preview (GoTrue's Go template variables). */
const TEMPLATE_SAMPLE: Record<string, string> = {
  ConfirmationURL: 'https://example.com/auth/v1/verify?token=sample',
  Token: '123456',
  TokenHash: 'sample-token-hash',
  SiteURL: 'https://example.com',
  Email: 'user@example.com',
  NewEmail: 'new@example.com',
  RedirectTo: 'https://example.com/welcome',
}

/** The body as the recipient would see it, the {{ .Variables }} filled with samples. */
export function renderTemplatePreview(body: string): string {
  return body.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (match, name: string) => TEMPLATE_SAMPLE[name] ?? match)
}
