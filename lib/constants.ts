/**
 * Named constants of SPEC.md with DESIGN.md §2's placeholders resolved ({brand}/{product} = supabase,
 * code-host = GitHub, payment provider = stripe, hosting marketplace = vercel).
 */
export const BRAND = 'supabase'
/** Sent to the database as x-pg-application-name and application_name (SPEC §7, §9). */
export const DASHBOARD_APPLICATION_NAME = `${BRAND}/dashboard`
export const CODE_HOST = 'github'
export const CODE_HOST_LABEL = 'GitHub'
export const HOSTING_MARKETPLACE = 'vercel'
export const HOSTING_MARKETPLACE_BILLING_PARTNER = `${HOSTING_MARKETPLACE}_marketplace`
export const HOSTING_MARKETPLACE_SLUG_PREFIX = `${HOSTING_MARKETPLACE}_`
export const CLOUD_MARKETPLACE_BILLING_PARTNER = 'aws_marketplace'

/** localStorage key of the last visited organization slug (SPEC §2). */
export const LAST_VISITED_ORGANIZATION = 'LAST_VISITED_ORGANIZATION'
/** localStorage key that acknowledges the May 16, 2025 middleware-outage notice ({token} of SPEC §2). */
export const MIDDLEWARE_OUTAGE_BANNER_KEY = `${BRAND}-ui-middleware-outage-banner-2025-05-16`
/** Support contact ({email} of SPEC §8). */
export const SUPPORT_EMAIL = 'support@supabase.com'

export const SELF_HOSTED_PROJECT_REF = 'default'
export const SYSTEM_SCHEMAS = ['information_schema', 'pg_catalog', 'pg_toast'] as const
