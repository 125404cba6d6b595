import { SUPPORT_EMAIL } from '@/lib/constants'

/** SPEC §2 routes: /support/new?category=dashboard_bug&sid=…&subject=…&message=… */
export const SUPPORT_FORM_PATH = '/support/new'
export const DASHBOARD_BUG_CATEGORY = 'dashboard_bug'
export const CLIENT_EXCEPTION_SUBJECT = 'Client side exception occurred on dashboard'

export interface SupportLinkInput {
  /** The error-reporting id; left out of the link when there is none. */
  sid?: string
  pathname: string
  error: { message?: string; stack?: string } | undefined
  subject?: string
  category?: string
}

/** The support message: the page's path name followed by the error stack (or its message). */
export function buildSupportMessage(pathname: string, error: SupportLinkInput['error']): string {
  const details = error?.stack || error?.message || ''
  return `Path name: ${pathname}\n\n${details}`
}

/** The prefilled support form link of the global error screen. Every value is URL-encoded. */
export function buildSupportLink({
  sid,
  pathname,
  error,
  subject = CLIENT_EXCEPTION_SUBJECT,
  category = DASHBOARD_BUG_CATEGORY,
}: SupportLinkInput): string {
  const params: [string, string][] = [['category', category]]
  if (sid) params.push(['sid', sid])
  params.push(['subject', subject], ['message', buildSupportMessage(pathname, error)])
  const query = params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')
  return `${SUPPORT_FORM_PATH}?${query}`
}

export interface SupportRequest {
  category: string
  sid: string
  subject: string
  message: string
}

type QueryValue = string | string[] | undefined

function first(value: QueryValue): string {
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

/** Reads the support form's prefill from the page's query (Next's searchParams shape). */
export function readSupportRequest(query: Record<string, QueryValue>): SupportRequest {
  return {
    category: first(query.category),
    sid: first(query.sid),
    subject: first(query.subject),
    message: first(query.message),
  }
}

/**
 * The mailto: link the support form opens: the support API is not part of this dashboard, so the
 * request goes to the support address with every field in the mail.
 */
export function buildSupportMailto({ category, sid, subject, message }: SupportRequest, to = SUPPORT_EMAIL): string {
  const lines = [`Category: ${category || 'none'}`]
  if (sid) lines.push(`Error report id: ${sid}`)
  lines.push('', message)
  const mailSubject = subject || 'Support request'
  return `mailto:${to}?subject=${encodeURIComponent(mailSubject)}&body=${encodeURIComponent(lines.join('\n'))}`
}
