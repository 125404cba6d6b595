import { DEFAULT_CHAOS } from './chaos'
import type { PlatformState } from './platform-state'
import { makeInvoiceOverdue } from './seed-billing'
import {
  COMING_UP_PROJECT_REF,
  COMING_UP_READS_BEFORE_HEALTHY,
  GRACE_PERIOD_END,
  OTHER_ORG_SLUG,
  PRIMARY_ORG_SLUG,
} from './seed-ids'
import { seedGoTrueUsers } from './seed-users'
import { buildProject } from './seed-projects'

/**
 * Named scenarios: each starts from the default platform and changes what it needs. "Current
 * organization" means PRIMARY_ORG_SLUG (acme-corp), the one e2e specs open.
 */
export const SCENARIOS = {
  default: 'A healthy platform: four organizations, nine projects, no warnings, every flag off.',
  'grace-period': 'acme-corp exceeded its quota and is in its grace period until GRACE_PERIOD_END.',
  'grace-period-over': "acme-corp's grace period is over.",
  restricted: 'acme-corp is restricted: its projects serve no requests.',
  'missing-address': 'acme-corp has no billing address (and no billing partner).',
  'overdue-invoices': 'acme-corp has an overdue invoice.',
  'overdue-other-org': 'beta-labs (not the current organization) has an overdue invoice.',
  'profile-missing': 'GET /platform/profile answers 404 "User\'s profile not found" until POST creates it.',
  'profile-exists': 'GET /platform/profile answers 404 until the first POST, which answers 409 (already exists).',
  unauthorized: 'GET /platform/profile answers 401.',
  'mfa-required': 'acme-corp requires MFA; the user has no MFA factor yet, so the session stays at aal1.',
  'mfa-enrolled': 'The user has a verified TOTP factor (secret MOCK_TOTP_SECRET): a password sign-in is aal1 until the challenge.',
  'no-billing-permission': 'acme-corp is in its grace period and has overdue invoices, but the user lacks billing:all.',
  'project-coming-up': `acme-corp has a COMING_UP project that turns ACTIVE_HEALTHY after ${COMING_UP_READS_BEFORE_HEALTHY} detail reads.`,
  'flags-on': 'Every remote flag is on (incident, notice, clock skew, branching, advisor rules, unified logs, vector storage).',
  integrations: "The project databases have pg_cron, pg_net (with the platform's supabase_functions.http_request) and Vault, stood up in PGlite.",
  minimal: 'Every successful platform answer carries only the fields openapi.yaml requires: what a platform sending the least it promises looks like.',
  chaos: '20% of platform responses misbehave (500, 429 with Retry-After: 1, slow then 504, malformed JSON), seeded.',
} as const

export type ScenarioName = keyof typeof SCENARIOS
export const SCENARIO_NAMES = Object.keys(SCENARIOS) as ScenarioName[]

export function isScenarioName(name: unknown): name is ScenarioName {
  return typeof name === 'string' && Object.hasOwn(SCENARIOS, name)
}

function primaryOrganization(state: PlatformState) {
  return organization(state, PRIMARY_ORG_SLUG)
}

function organization(state: PlatformState, slug: string) {
  const found = state.organizations.find((candidate) => candidate.slug === slug)
  if (!found) throw new Error(`Scenario needs organization ${slug}`)
  return found
}

function markOverdue(state: PlatformState, slug: string) {
  const target = organization(state, slug)
  state.invoices[slug] ??= []
  state.overdueInvoices.push(makeInvoiceOverdue(target, state.invoices[slug]))
}

const APPLY: Record<ScenarioName, (state: PlatformState) => void> = {
  default: () => {},
  'grace-period': (state) => {
    const target = primaryOrganization(state)
    target.restriction_status = 'grace_period'
    target.restriction_data = { grace_period_end: GRACE_PERIOD_END }
  },
  'grace-period-over': (state) => {
    const target = primaryOrganization(state)
    target.restriction_status = 'grace_period_over'
    target.restriction_data = { grace_period_end: GRACE_PERIOD_END }
  },
  restricted: (state) => {
    primaryOrganization(state).restriction_status = 'restricted'
  },
  'missing-address': (state) => {
    const target = primaryOrganization(state)
    target.organization_missing_address = true
    state.customers[target.slug] = { ...state.customers[target.slug], address: null }
  },
  'overdue-invoices': (state) => markOverdue(state, PRIMARY_ORG_SLUG),
  'overdue-other-org': (state) => markOverdue(state, OTHER_ORG_SLUG),
  'profile-missing': (state) => {
    state.profile = null
    state.profileBehaviour = 'missing'
  },
  'profile-exists': (state) => {
    state.profileBehaviour = 'conflict'
  },
  unauthorized: (state) => {
    state.profileBehaviour = 'unauthorized'
  },
  'mfa-required': (state) => {
    primaryOrganization(state).organization_requires_mfa = true
  },
  'mfa-enrolled': (state) => {
    state.gotrue.users = seedGoTrueUsers({ hasVerifiedTotp: true })
  },
  'no-billing-permission': (state) => {
    APPLY['grace-period'](state)
    markOverdue(state, PRIMARY_ORG_SLUG)
    const permission = state.permissions.find((entry) => entry.organization_slug === PRIMARY_ORG_SLUG)
    if (permission) permission.actions = ['read:Read', 'write:Create', 'write:Update', 'write:Delete']
  },
  'project-coming-up': (state) => {
    const target = primaryOrganization(state)
    state.projects.push(
      buildProject({ id: 106, ref: COMING_UP_PROJECT_REF, name: 'Acme New', organization: target, status: 'COMING_UP', daysAgo: 0 })
    )
    state.statusTransitions[COMING_UP_PROJECT_REF] = {
      reads: 0,
      afterReads: COMING_UP_READS_BEFORE_HEALTHY,
      to: 'ACTIVE_HEALTHY',
    }
    state.logs[COMING_UP_PROJECT_REF] = []
  },
  'flags-on': (state) => {
    for (const name of Object.keys(state.featureFlags)) state.featureFlags[name] = true
  },
  integrations: (state) => {
    state.simulatedExtensions = ['pg_cron', 'pg_net', 'supabase_vault']
  },
  minimal: (state) => {
    // acme-corp also has an overdue invoice and the missing-address warning, so the banners SPEC §4
    // derives from required fields are there to see; beta-labs owes too (the other-organization banner).
    APPLY['grace-period'](state)
    markOverdue(state, PRIMARY_ORG_SLUG)
    markOverdue(state, OTHER_ORG_SLUG)
    state.requiredFieldsOnly = true
  },
  chaos: (state) => {
    // createPlatformState then applies the state's seed and any chaos options of the caller.
    state.chaos = { ...DEFAULT_CHAOS }
  },
}

export function applyScenario(state: PlatformState, name: ScenarioName): void {
  APPLY[name](state)
}
