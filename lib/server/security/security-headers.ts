// No `server-only` marker: proxy.ts bundles this file too.
import type { PublicConfig } from '@/lib/config/schema'

type CspConfig = Pick<PublicConfig, 'platformApiUrl' | 'gotrueUrl' | 'sentryDsn' | 'stripePublishableKey'> &
  Partial<Pick<PublicConfig, 'isPlatform' | 'apiGatewayUrl' | 'platformRealtimeUrl'>>

/** Where a hosted project's realtime answers when PLATFORM_REALTIME_URL does not say: {ref}.supabase.co. */
const PLATFORM_REALTIME_SOURCE = 'wss://*.supabase.co'

const STRIPE_API_ORIGIN = 'https://api.stripe.com'
const STRIPE_FRAME_ORIGINS = ['https://js.stripe.com', 'https://hooks.stripe.com']

/**
 * The Content-Security-Policy of every dashboard response. Scripts need the per-request nonce that
 * Next.js puts on its own scripts ('strict-dynamic' lets those load their chunks); styles may be
 * inline (Radix and Tailwind set style attributes); the browser may only call this origin and the
 * configured platform API, GoTrue and error-reporting origins; nothing may frame the dashboard.
 * With a payment provider key, the provider's card form (its frames and API) is allowed too.
 */
export function buildContentSecurityPolicy(config: CspConfig, nonce: string, isDevelopment: boolean): string {
  const { beforeNonce, afterNonce } = policyAround(config)
  return `${beforeNonce}${nonce}' 'strict-dynamic'${isDevelopment ? " 'unsafe-eval'" : ''}${afterNonce}`
}

interface PolicyParts {
  beforeNonce: string
  afterNonce: string
}

// The policy changes only with the configuration, which is read once per process: every response
// (each pg-meta query answers with it) reuses it, and only the nonce is new. Parsing the URLs again
// per request cost a thrown TypeError each time (the self-hosted platform API URL is relative).
let cachedParts: { key: string; parts: PolicyParts } | undefined

function policyAround(config: CspConfig): PolicyParts {
  const key = [
    config.platformApiUrl,
    config.gotrueUrl,
    config.sentryDsn,
    config.stripePublishableKey,
    config.isPlatform,
    config.apiGatewayUrl,
    config.platformRealtimeUrl,
  ].join('\0')
  if (cachedParts?.key !== key) cachedParts = { key, parts: buildPolicyParts(config) }
  return cachedParts.parts
}

function buildPolicyParts(config: CspConfig): PolicyParts {
  const connectSources = new Set(["'self'"])
  for (const url of [config.platformApiUrl, config.gotrueUrl, config.sentryDsn]) {
    const origin = toOrigin(url)
    if (origin) connectSources.add(origin)
  }
  if (config.stripePublishableKey) connectSources.add(STRIPE_API_ORIGIN)
  // The realtime inspector's socket: the self-hosted gateway, PLATFORM_REALTIME_URL ({ref} as a wildcard), or the projects' hosts.
  const gatewayOrigin = config.isPlatform ? null : toOrigin(config.apiGatewayUrl)
  if (gatewayOrigin) connectSources.add(gatewayOrigin)
  if (config.isPlatform) {
    const realtimeOrigin = toOrigin(config.platformRealtimeUrl?.replaceAll('{ref}', 'ref-placeholder'))
    if (realtimeOrigin) connectSources.add(realtimeOrigin.replace('ref-placeholder', '*'))
    else connectSources.add(PLATFORM_REALTIME_SOURCE)
  }
  // GoTrue's realtime sibling and Next's dev reloader use websockets on the same hosts.
  for (const source of [...connectSources]) {
    if (source.startsWith('http')) connectSources.add(source.replace(/^http/, 'ws'))
  }
  const afterScripts = [
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${[...connectSources].join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(config.stripePublishableKey ? [`frame-src 'self' ${STRIPE_FRAME_ORIGINS.join(' ')}`] : []),
  ]
  return { beforeNonce: "default-src 'self'; script-src 'self' 'nonce-", afterNonce: `; ${afterScripts.join('; ')}` }
}

export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
}

export function applySecurityHeaders(headers: Headers, contentSecurityPolicy: string): void {
  headers.set('Content-Security-Policy', contentSecurityPolicy)
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) headers.set(name, value)
}

function toOrigin(url: string | undefined): string | null {
  if (!url || url.startsWith('/')) return null
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null
  } catch {
    // A relative URL (the self-hosted platform API) is already covered by 'self'.
    return null
  }
}
