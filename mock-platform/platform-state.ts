import type {
  AuditLog,
  CustomerProfile,
  FeatureFlags,
  GoTrueChallenge,
  GoTrueEmail,
  GoTrueSession,
  GoTrueUser,
  Invitation,
  Invoice,
  LogRow,
  Member,
  MemberWithFreeProjectLimit,
  Organization,
  OrganizationRolesResponse,
  OverdueInvoice,
  PaymentMethodsResponse,
  Permission,
  Profile,
  Project,
  ProjectStatus,
  RequestLogEntry,
  Snippet,
  StoredAccessToken,
  StoredProjectClaim,
  Subscription,
  TaxId,
  TelemetryEvent,
} from './model'
import { DEFAULT_CHAOS, type ChaosOptions } from './chaos'
import type { SimulatedExtension } from './pg-meta-simulated-extensions'
import { createRandom, type Random } from './prng'
import { applyScenario, type ScenarioName } from './scenarios'
import {
  seedCustomer,
  seedInvoices,
  seedPaymentMethods,
  seedSubscription,
  seedTaxIds,
} from './seed-billing'
import {
  seedAuditLogs,
  seedFreeProjectLimit,
  seedInvitations,
  seedMembers,
  seedOrganizations,
  seedPermissions,
  seedProjectClaims,
  seedRoles,
} from './seed-organizations'
import { seedLogs, seedProjects, seedSnippets } from './seed-projects'
import { seedOrganizationUsage, type OrganizationUsage } from './seed-usage'
import { seedAccessTokens, seedGoTrueUsers, seedProfile, seedProfileAuditLogs } from './seed-users'

/**
 * The in-memory hosted platform. Handlers read it and mutations write it; tests may inspect or tweak it
 * directly. Everything is deterministic: fixed ids and seed timestamps, plus a seedable PRNG for chaos.
 */

/**
 * How GET/POST /platform/profile behave:
 * - normal: GET returns the profile; POST answers 409 because it exists;
 * - missing: GET answers 404 "User's profile not found" until POST creates it (201);
 * - conflict: GET answers 404 until the first POST, which answers 409 (the profile existed after all);
 * - unauthorized: GET answers 401.
 */
export type ProfileBehaviour = 'normal' | 'missing' | 'conflict' | 'unauthorized'

export interface StatusTransition {
  /** Detail reads (GET /platform/projects/{ref}) so far. */
  reads: number
  /** After this many reads the project moves to `to`. */
  afterReads: number
  to: ProjectStatus
  /** Further steps once `to` is reached, each after its own number of reads (e.g. RESTORING → COMING_UP → ACTIVE_HEALTHY). */
  then?: { to: ProjectStatus; afterReads: number }[]
}

export interface PlatformStateOptions {
  /** Seeds the PRNG (chaos, generated ids). Default 1. */
  seed?: number
  /** The clock for relative records (audit logs, log rows, invitation expiry). Default: now. */
  now?: Date
  /** Chaos settings; set automatically by the 'chaos' scenario, or to add chaos to any other. */
  chaos?: Partial<ChaosOptions>
}

export interface PlatformState {
  scenario: ScenarioName
  now: string
  profile: Profile | null
  profileBehaviour: ProfileBehaviour
  permissions: Permission[]
  organizations: Organization[]
  projects: Project[]
  /** Pending status changes per project ref (COMING_UP → ACTIVE_HEALTHY, PAUSING → INACTIVE, …). */
  statusTransitions: Record<string, StatusTransition>
  /** Per organization slug. */
  members: Record<string, Member[]>
  roles: Record<string, OrganizationRolesResponse>
  freeProjectLimit: Record<string, MemberWithFreeProjectLimit[]>
  paymentMethods: Record<string, PaymentMethodsResponse>
  taxIds: Record<string, TaxId[]>
  customers: Record<string, CustomerProfile>
  subscriptions: Record<string, Subscription>
  auditLogs: Record<string, AuditLog[]>
  /** Metered usage of the current billing cycle, in totals and per day. */
  usage: Record<string, OrganizationUsage>
  invoices: Record<string, Invoice[]>
  overdueInvoices: OverdueInvoice[]
  invitations: Invitation[]
  projectClaims: StoredProjectClaim[]
  featureFlags: FeatureFlags
  /** Per project ref. */
  snippets: Record<string, Snippet[]>
  logs: Record<string, LogRow[]>
  telemetryEvents: TelemetryEvent[]
  /** Saved telemetry consent per service id (POST /platform/telemetry/consent). */
  consent: Record<string, boolean>
  /** The user's personal access tokens, secrets included (the API returns them only on creation). */
  accessTokens: StoredAccessToken[]
  /** Account-level audit entries (token and profile changes); GET /platform/profile/audit adds the user's organization entries. */
  profileAuditLogs: AuditLog[]
  gotrue: { users: GoTrueUser[]; sessions: GoTrueSession[]; challenges: GoTrueChallenge[]; emails: GoTrueEmail[] }
  chaos: ChaosOptions | null
  /** Extensions PGlite lacks that the mock database stands up anyway (mock-platform/pg-meta-simulated-extensions.ts). */
  simulatedExtensions: SimulatedExtension[]
  /**
   * Operations ("GET /platform/organizations/{slug}/customer", as in openapi.yaml) whose successful
   * answers come back with the wrong shape (mock-platform/wrong-shape.ts); "*" means every GET.
   * Set through POST /__mock/state {"wrongShape": [...]}.
   */
  wrongShape: string[]
  /**
   * Operations (as in openapi.yaml) whose successful answers carry this body instead of their own, the
   * change they make still applied: a platform answering a write with `{}`, a bare id or nothing (null
   * sends no body). Set through POST /__mock/state {"answerBodies": {"PATCH /platform/…": {}}}.
   */
  answerBodies: Record<string, unknown>
  /** Every successful answer is cut down to the fields its contract requires (the 'minimal' scenario). */
  requiredFieldsOnly: boolean
  /** Every platform and GoTrue request since the state was created: {method, path, search}. */
  requests: RequestLogEntry[]
  /** Next ids for created records. */
  counters: { project: number; session: number; snippet: number }
  random: Random
}

/** Remote flags of DESIGN.md §1, all off unless a scenario turns them on. */
export const DEFAULT_FEATURE_FLAGS: FeatureFlags = {
  ongoingIncident: false,
  showNoticeBanner: false,
  clockSkewBanner: false,
  gitlessBranching: false,
  advisorRules: false,
  unifiedLogs: false,
  storageAnalyticsVector: false,
}

export function createPlatformState(scenario: ScenarioName = 'default', options: PlatformStateOptions = {}): PlatformState {
  const now = options.now ?? new Date()
  const seed = options.seed ?? 1
  const organizations = seedOrganizations()
  const projects = seedProjects(organizations)
  const perOrganization = <T>(build: (organization: Organization, index: number) => T) =>
    Object.fromEntries(organizations.map((organization, index) => [organization.slug, build(organization, index)]))

  const state: PlatformState = {
    scenario,
    now: now.toISOString(),
    profile: seedProfile(),
    profileBehaviour: 'normal',
    permissions: seedPermissions(),
    organizations,
    projects,
    statusTransitions: {},
    members: perOrganization((organization, index) => seedMembers(index, organization.is_owner ?? false)),
    roles: perOrganization((_, index) => seedRoles(index)),
    freeProjectLimit: perOrganization((organization) => seedFreeProjectLimit(organization.slug)),
    paymentMethods: perOrganization(seedPaymentMethods),
    taxIds: perOrganization(seedTaxIds),
    customers: perOrganization(seedCustomer),
    subscriptions: perOrganization(seedSubscription),
    auditLogs: perOrganization(() => seedAuditLogs(now)),
    usage: perOrganization(seedOrganizationUsage),
    invoices: perOrganization(seedInvoices),
    overdueInvoices: [],
    invitations: seedInvitations(now),
    projectClaims: seedProjectClaims(now),
    featureFlags: { ...DEFAULT_FEATURE_FLAGS },
    snippets: seedSnippets(projects),
    logs: Object.fromEntries(projects.map((project) => [project.ref, seedLogs(project.ref, now)])),
    telemetryEvents: [],
    consent: {},
    accessTokens: seedAccessTokens(now),
    profileAuditLogs: seedProfileAuditLogs(now),
    gotrue: { users: seedGoTrueUsers({ hasVerifiedTotp: false }), sessions: [], challenges: [], emails: [] },
    chaos: null,
    simulatedExtensions: [],
    wrongShape: [],
    answerBodies: {},
    requiredFieldsOnly: false,
    requests: [],
    counters: { project: 1000, session: 1, snippet: 100 },
    random: createRandom(seed),
  }
  applyScenario(state, scenario)
  if (options.chaos || state.chaos) {
    state.chaos = { ...DEFAULT_CHAOS, ...state.chaos, seed, ...options.chaos }
  }
  if (state.chaos) state.random = createRandom(state.chaos.seed)
  return state
}

export function findOrganization(state: PlatformState, slug: string): Organization | undefined {
  return state.organizations.find((organization) => organization.slug === slug)
}

export function findProject(state: PlatformState, ref: string): Project | undefined {
  return state.projects.find((project) => project.ref === ref)
}
