import { OAUTH_STATE_STORAGE_KEY } from '@/lib/auth/code-host-oauth'
import { CONSENT_STORAGE_KEY } from '@/lib/consent/consent'
import { LAST_VISITED_ORGANIZATION, MIDDLEWARE_OUTAGE_BANNER_KEY } from '@/lib/constants'
import { ERROR_REPORTING_USER_ID_KEY } from '@/lib/error-reporting/user-id'
import { FEATURE_PREVIEW_KEYS } from '@/lib/feature-previews/keys'
import { THEME_STORAGE_KEY } from '@/lib/theme/themes'

/**
 * Every localStorage (and sessionStorage) key the dashboard keeps browser state under, in one list, so no two stores can
 * claim the same key and a persisted value can only use a registered one. Keys named by the product
 * spec (theme, consent, the outage notice, the last organization, the preview flags) are defined
 * beside the code that needs them before any store loads (the theme's first-paint script, the
 * sidebar) and collected here; the stores' own keys are defined here.
 */
export const STORAGE_KEYS = {
  theme: THEME_STORAGE_KEY,
  consent: CONSENT_STORAGE_KEY,
  middlewareOutageNotice: MIDDLEWARE_OUTAGE_BANNER_KEY,
  lastVisitedOrganization: LAST_VISITED_ORGANIZATION,
  dashboardHistory: 'supabase-dashboard-history',
  advisorRules: 'supabase-advisor-disabled-rules',
  commandMenuPreferences: 'supabase-dashboard-command-menu',
  errorReportingUserId: ERROR_REPORTING_USER_ID_KEY,
  codeHostOAuthState: OAUTH_STATE_STORAGE_KEY,
  /** sessionStorage: kept per tab. */
  mfaReturn: 'supabase-dashboard-mfa-return',
  formDrafts: 'supabase-dashboard-form-drafts',
  recentLogQueries: 'supabase-dashboard-recent-log-queries',
  sidebarLayout: 'supabase-dashboard-sidebar',
  tableEditorPageSize: 'supabase-dashboard-table-editor-page-size',
  ...FEATURE_PREVIEW_KEYS,
} as const

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]
