import { z } from 'zod'

import { SELF_HOSTED_PLATFORM_API_URL } from './self-hosted-api-url'

/**
 * The runtime configuration of DESIGN.md §1, read from the environment at server start.
 * One schema for both modes: a bad value stops start-up with a message naming the variable.
 */

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''], { message: 'accepts true or false' })
  .optional()
  .transform((value) => value === 'true' || value === '1')

const optionalUrl = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url({ message: 'accepts an absolute http(s) URL', protocol: /^https?$/ }).optional())

const jsonObject = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value.trim() === '') return {}
    try {
      const parsed: unknown = JSON.parse(value)
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>
    } catch {
      // fall through to the issue below
    }
    ctx.addIssue({ code: 'custom', message: 'accepts a JSON object such as {"ongoingIncident":true}' })
    return z.NEVER
  })

const commaList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
  )

const positiveInt = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === '' ? String(fallback) : value))
    .pipe(z.string().regex(/^\d+$/, { message: 'accepts a whole number' }))
    .transform(Number)

// SELF_HOSTED_PROJECTS=ref=postgres://…,ref2=postgres://…: extra self-hosted projects on existing databases.
const PROJECT_REF_PATTERN = /^[a-z0-9][a-z0-9_-]{0,62}$/
const selfHostedProjects = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const projects: Record<string, string> = {}
    for (const entry of (value ?? '').split(',').map((item) => item.trim()).filter(Boolean)) {
      const separator = entry.indexOf('=')
      const ref = entry.slice(0, separator).trim()
      const url = entry.slice(separator + 1).trim()
      if (separator < 1 || !PROJECT_REF_PATTERN.test(ref) || ref === 'default' || !/^postgres(ql)?:\/\//.test(url)) {
        ctx.addIssue({
          code: 'custom',
          message: 'accepts comma-separated ref=postgres://… pairs (lower-case refs; "default" is reserved)',
        })
        return z.NEVER
      }
      projects[ref] = url
    }
    return projects
  })

export const envSchema = z
  .object({
    IS_PLATFORM: booleanFlag,
    PLATFORM_API_URL: optionalUrl.refine((url) => url === undefined || /\/platform\/?$/.test(url), {
      message: 'accepts a URL that ends in /platform',
    }),
    GOTRUE_URL: optionalUrl,
    GOTRUE_ANON_KEY: z.string().optional(),
    SITE_URL: optionalUrl,
    DOCS_URL: optionalUrl,
    STATUS_PAGE_URL: optionalUrl,
    POSTGRES_URL: z
      .string()
      .optional()
      .refine((url) => !url || /^postgres(ql)?:\/\//.test(url), {
        message: 'accepts a postgres:// or postgresql:// connection string',
      }),
    PGLITE_DATA_DIR: z.string().optional(),
    DISABLED_FEATURES: commaList,
    FEATURE_FLAGS: jsonObject,
    DASHBOARD_USERNAME: z.string().optional(),
    DASHBOARD_PASSWORD: z.string().optional(),
    OPENAI_API_KEY: z.string().optional(),
    OPENAI_BASE_URL: optionalUrl,
    AI_MODEL: z.string().optional(),
    SENTRY_DSN: optionalUrl,
    STRIPE_PUBLISHABLE_KEY: z.string().optional(),
    STATEMENT_TIMEOUT_MS: positiveInt(60_000),
    // Self-hosted additions (all optional, see README "Self-hosted"):
    SELF_HOSTED_PROJECTS: selfHostedProjects,
    DASHBOARD_AUTH: z
      .enum(['on', 'off', ''], { message: 'accepts on or off' })
      .optional()
      .transform((value) => (value === 'off' ? 'off' : 'on')),
    DASHBOARD_SESSION_SECRET: z
      .string()
      .optional()
      .refine((value) => !value || value.length >= 32, { message: 'accepts a secret of at least 32 characters' }),
    PG_POOL_MAX: positiveInt(10).pipe(z.number().min(1, { message: 'accepts a number of at least 1' })),
    QUERY_MAX_BYTES: positiveInt(1_048_576).pipe(z.number().min(1, { message: 'accepts a number of at least 1' })),
    // The project's API gateway (self-hosted storage at {SUPABASE_URL}/storage/v1).
    SUPABASE_URL: optionalUrl,
    SUPABASE_ANON_KEY: z.string().optional(),
    SUPABASE_SERVICE_KEY: z.string().optional(),
    SUPABASE_PUBLIC_URL: optionalUrl,
    // Self-hosted: the project's JWT secret, so the realtime inspector can act as a signed-in user.
    SUPABASE_JWT_SECRET: z
      .string()
      .optional()
      .refine((value) => !value || value.length >= 32, { message: 'accepts a secret of at least 32 characters' }),
    // Platform: where a project's realtime server answers, with {ref}; unset, https://{endpoint}/realtime/v1 from its settings.
    PLATFORM_REALTIME_URL: z
      .string()
      .optional()
      .refine((value) => !value || (/^(https?|wss?):\/\//.test(value) && value.includes('{ref}')), {
        message: 'accepts an http(s) or ws(s) URL containing {ref}, e.g. https://{ref}.supabase.co/realtime/v1',
      }),
    // Self-hosted: the edge runtime's functions folder (one folder per function, index.ts).
    FUNCTIONS_DIR: z.string().optional(),
    // Platform: where the functions test console sends requests ({ref} is the project's ref).
    PLATFORM_FUNCTIONS_URL: z
      .string()
      .optional()
      .refine((value) => !value || (/^https?:\/\//.test(value) && value.includes('{ref}')), {
        message: 'accepts an http(s) URL containing {ref}, e.g. https://{ref}.supabase.co/functions/v1',
      }),
  })
  .superRefine((env, ctx) => {
    if (env.IS_PLATFORM && !env.GOTRUE_URL) {
      ctx.addIssue({ code: 'custom', path: ['GOTRUE_URL'], message: 'is required when IS_PLATFORM=true' })
    }
    if (Boolean(env.DASHBOARD_USERNAME) !== Boolean(env.DASHBOARD_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['DASHBOARD_PASSWORD'],
        message: 'DASHBOARD_USERNAME and DASHBOARD_PASSWORD must be set together',
      })
    }
  })


const DEFAULT_SITE_URL = 'https://supabase.com'
const DEFAULT_STATUS_PAGE_URL = 'https://status.supabase.com'
const DEFAULT_PLATFORM_FUNCTIONS_URL = 'https://{ref}.supabase.co/functions/v1'
export { SELF_HOSTED_PLATFORM_API_URL }

/** What the browser may know. Never put a secret here: it is rendered into every page. */
export interface PublicConfig {
  isPlatform: boolean
  platformApiUrl: string
  gotrueUrl?: string
  gotrueAnonKey?: string
  siteUrl: string
  docsUrl: string
  statusPageUrl: string
  disabledFeatures: string[]
  featureFlags: Record<string, unknown>
  sentryDsn?: string
  /** The payment provider's publishable key (public by design): the card form loads with it. */
  stripePublishableKey?: string
  isAiConfigured: boolean
  aiModel: string
  /**
   * Self-hosted without POSTGRES_URL: the default project and those created from the dashboard run on
   * embedded PGlite, whose missing extensions are explained as such. Absent means a Postgres server.
   */
  usesEmbeddedDatabase?: boolean
  /** SELF_HOSTED_PROJECTS refs (never their connection strings): always on a Postgres server of their own. */
  configuredProjectRefs?: string[]
  /** Self-hosted: the API gateway as browsers reach it (SUPABASE_PUBLIC_URL or SUPABASE_URL), for API docs. */
  apiGatewayUrl?: string
  /** Self-hosted: SUPABASE_ANON_KEY, the public key (safe in a browser by design). */
  anonKey?: string
  /** Self-hosted: SUPABASE_URL and SUPABASE_SERVICE_KEY are set, so the auth admin API can be reached (the key stays on the server). */
  isAuthAdminConfigured?: boolean
  /** Self-hosted: FUNCTIONS_DIR is set (the folder itself stays on the server). */
  hasFunctionsDir?: boolean
  /** Self-hosted: SUPABASE_JWT_SECRET is set, so the server can sign a realtime token for a user (the secret stays on the server). */
  canSignRealtimeTokens?: boolean
  /** Platform: PLATFORM_REALTIME_URL, a project's realtime base with {ref}, when it is not {endpoint}/realtime/v1. */
  platformRealtimeUrl?: string
}

export interface ServerConfig extends PublicConfig {
  postgresUrl?: string
  pgliteDataDir: string
  dashboardUsername?: string
  dashboardPassword?: string
  openaiApiKey?: string
  openaiBaseUrl?: string
  statementTimeoutMs: number
  // Self-hosted additions; optional so existing ServerConfig literals keep compiling.
  /** SELF_HOSTED_PROJECTS: ref → connection string of an existing database. */
  selfHostedProjects?: Record<string, string>
  /** DASHBOARD_AUTH=off runs without the dashboard login even when exposed beyond loopback. */
  dashboardAuth?: 'on' | 'off'
  dashboardSessionSecret?: string
  /** PG_POOL_MAX: connections per project pool (default 10). */
  pgPoolMax?: number
  /** QUERY_MAX_BYTES: largest accepted pg-meta request body (default 1 MiB). */
  queryMaxBytes?: number
  /** SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_KEY: the API gateway and its keys (settings → API). */
  supabaseUrl?: string
  supabaseAnonKey?: string
  supabaseServiceKey?: string
  /** SUPABASE_PUBLIC_URL: the gateway as browsers reach it (signed and public URLs); defaults to supabaseUrl. */
  supabasePublicUrl?: string
  /** FUNCTIONS_DIR: the edge runtime's functions folder (self-hosted functions pages). */
  functionsDir?: string
  /** PLATFORM_FUNCTIONS_URL: the functions base of a project, with {ref} (platform test console). */
  platformFunctionsUrl?: string
  /** SUPABASE_JWT_SECRET: signs the realtime inspector's short-lived user tokens (never sent to a browser). */
  supabaseJwtSecret?: string
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/** Parses an environment into the configuration, or throws a ConfigError naming each bad variable. */
export function parseConfig(source: Record<string, string | undefined>): ServerConfig {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment')
        const shown = source[name] === undefined ? '' : ` (got ${JSON.stringify(source[name])})`
        return `${name} ${issue.message}${shown}`
      })
    )
  }
  const env = result.data
  const siteUrl = stripSlash(env.SITE_URL ?? DEFAULT_SITE_URL)
  const isAiConfigured = Boolean(env.OPENAI_API_KEY || env.OPENAI_BASE_URL)
  return {
    isPlatform: env.IS_PLATFORM,
    platformApiUrl: stripSlash(env.PLATFORM_API_URL ?? SELF_HOSTED_PLATFORM_API_URL),
    gotrueUrl: env.GOTRUE_URL ? stripSlash(env.GOTRUE_URL) : undefined,
    gotrueAnonKey: env.GOTRUE_ANON_KEY,
    siteUrl,
    docsUrl: stripSlash(env.DOCS_URL ?? `${siteUrl}/docs`),
    statusPageUrl: env.STATUS_PAGE_URL ?? DEFAULT_STATUS_PAGE_URL,
    disabledFeatures: env.DISABLED_FEATURES,
    featureFlags: env.FEATURE_FLAGS,
    sentryDsn: env.SENTRY_DSN,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
    isAiConfigured,
    aiModel: env.AI_MODEL || 'gpt-5',
    postgresUrl: env.POSTGRES_URL || undefined,
    pgliteDataDir: env.PGLITE_DATA_DIR || '.data/pglite',
    dashboardUsername: env.DASHBOARD_USERNAME || undefined,
    dashboardPassword: env.DASHBOARD_PASSWORD || undefined,
    openaiApiKey: env.OPENAI_API_KEY,
    openaiBaseUrl: env.OPENAI_BASE_URL,
    statementTimeoutMs: env.STATEMENT_TIMEOUT_MS,
    selfHostedProjects: env.SELF_HOSTED_PROJECTS,
    dashboardAuth: env.DASHBOARD_AUTH,
    dashboardSessionSecret: env.DASHBOARD_SESSION_SECRET || undefined,
    pgPoolMax: env.PG_POOL_MAX,
    queryMaxBytes: env.QUERY_MAX_BYTES,
    supabaseUrl: env.SUPABASE_URL ? stripSlash(env.SUPABASE_URL) : undefined,
    supabaseAnonKey: env.SUPABASE_ANON_KEY || undefined,
    supabaseServiceKey: env.SUPABASE_SERVICE_KEY || undefined,
    apiGatewayUrl: (env.SUPABASE_PUBLIC_URL || env.SUPABASE_URL) ? stripSlash((env.SUPABASE_PUBLIC_URL || env.SUPABASE_URL) as string) : undefined,
    anonKey: env.SUPABASE_ANON_KEY || undefined,
    supabasePublicUrl: env.SUPABASE_PUBLIC_URL ? stripSlash(env.SUPABASE_PUBLIC_URL) : undefined,
    functionsDir: env.FUNCTIONS_DIR || undefined,
    platformFunctionsUrl: stripSlash(env.PLATFORM_FUNCTIONS_URL || DEFAULT_PLATFORM_FUNCTIONS_URL),
    supabaseJwtSecret: env.SUPABASE_JWT_SECRET || undefined,
    ...(env.PLATFORM_REALTIME_URL ? { platformRealtimeUrl: stripSlash(env.PLATFORM_REALTIME_URL) } : {}),
  }
}

/** The browser's share of the configuration: secrets are dropped by construction. */
export function toPublicConfig(config: ServerConfig): PublicConfig {
  return {
    isPlatform: config.isPlatform,
    platformApiUrl: config.platformApiUrl,
    gotrueUrl: config.gotrueUrl,
    gotrueAnonKey: config.gotrueAnonKey,
    siteUrl: config.siteUrl,
    docsUrl: config.docsUrl,
    statusPageUrl: config.statusPageUrl,
    disabledFeatures: config.disabledFeatures,
    featureFlags: config.featureFlags,
    sentryDsn: config.sentryDsn,
    ...(config.stripePublishableKey ? { stripePublishableKey: config.stripePublishableKey } : {}),
    isAiConfigured: config.isAiConfigured,
    aiModel: config.aiModel,
    usesEmbeddedDatabase: !config.isPlatform && !config.postgresUrl,
    configuredProjectRefs: Object.keys(config.selfHostedProjects ?? {}),
    ...(config.apiGatewayUrl ? { apiGatewayUrl: config.apiGatewayUrl } : {}),
    ...(config.anonKey ? { anonKey: config.anonKey } : {}),
    ...(!config.isPlatform && config.supabaseUrl && config.supabaseServiceKey ? { isAuthAdminConfigured: true } : {}),
    ...(config.functionsDir ? { hasFunctionsDir: true } : {}),
    ...(!config.isPlatform && config.supabaseJwtSecret ? { canSignRealtimeTokens: true } : {}),
    ...(config.isPlatform && config.platformRealtimeUrl ? { platformRealtimeUrl: config.platformRealtimeUrl } : {}),
  }
}

function stripSlash(url: string) {
  return url.replace(/\/+$/, '')
}
