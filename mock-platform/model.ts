import type { components } from '@/lib/api/platform'

/**
 * The in-memory platform stores the contract's own shapes, so seed data that drifts from
 * lib/api/openapi.yaml fails to compile.
 */
type Schemas = components['schemas']

export type Profile = Schemas['Profile']
export type Permission = Schemas['Permission']
export type Organization = Schemas['Organization']
export type PlanId = Schemas['PlanId']
export type Member = Schemas['Member']
export type OrganizationRolesResponse = Schemas['OrganizationRolesResponse']
export type MemberWithFreeProjectLimit = Schemas['MemberWithFreeProjectLimit']
export type ProjectClaim = Schemas['ProjectClaim']
export type AuditLog = Schemas['AuditLog']
export type PaymentMethodsResponse = Schemas['PaymentMethodsResponse']
export type TaxId = Schemas['TaxId']
export type CustomerProfile = Schemas['CustomerProfile']
export type Subscription = Schemas['Subscription']
export type InvoiceLine = Schemas['InvoiceLine']
export type Invoice = Schemas['Invoice']
export type OverdueInvoice = Schemas['OverdueInvoice']
export type Project = Schemas['Project']
export type ProjectStatus = Schemas['ProjectStatus']
export type CloudProvider = Schemas['CloudProvider']
export type Snippet = Schemas['Snippet']
export type FeatureFlags = Schemas['FeatureFlags']
export type TelemetryEvent = Schemas['TelemetryEvent']

/** An invitation behind GET/POST /platform/organizations/{slug}/members/invitations/{token}. */
export interface Invitation {
  token: string
  slug: string
  invite_id: number
  email: string
  expires_at: string
  role_id: number
}

/** A project-claim token: the claim as served plus where it came from. */
export interface StoredProjectClaim extends ProjectClaim {
  token: string
  slug: string
}

/** One row of the logs explorer; `source` is the log table it belongs to (edge_logs, postgres_logs, …). */
export interface LogRow {
  source: string
  id: string
  timestamp: number
  event_message: string
  [field: string]: unknown
}

/** A GoTrue user as /auth/v1/user returns it, plus the password the mock checks at sign-in. */
export interface GoTrueFactor {
  id: string
  friendly_name: string
  factor_type: 'totp' | 'phone'
  status: 'verified' | 'unverified'
  created_at: string
  updated_at: string
  /** Mock-only: the TOTP secret the codes are checked against; never sent to the client after enrolment. */
  secret?: string
}

/** A personal access token as the platform stores it: the listed fields plus the secret. */
export interface StoredAccessToken {
  id: number
  name: string
  token_alias: string
  created_at: string
  last_used_at: string | null
  expires_at: string | null
  token: string
}

/** An email the mock auth server "sent": tests follow its link instead of reading a mailbox. */
export interface GoTrueEmail {
  to: string
  type: 'signup' | 'recovery'
  /** GET {gotrue}/verify?token=…&type=…&redirect_to=… */
  link: string
  token: string
  redirect_to: string
  sent_at: string
  used: boolean
}

/** A pending MFA challenge (GoTrue keeps them per factor; verifying consumes one). */
export interface GoTrueChallenge {
  id: string
  factor_id: string
  created_at: number
}

export interface GoTrueIdentity {
  identity_id: string
  id: string
  user_id: string
  provider: string
  identity_data: Record<string, unknown>
  created_at: string
  updated_at: string
  last_sign_in_at: string
}

export interface GoTrueUser {
  id: string
  aud: 'authenticated'
  role: 'authenticated'
  email: string
  password: string
  /** Absent until the sign-up confirmation link is followed. */
  email_confirmed_at?: string
  confirmation_sent_at?: string
  recovery_sent_at?: string
  new_email?: string
  email_change_sent_at?: string
  app_metadata: Record<string, unknown>
  user_metadata: Record<string, unknown>
  identities: GoTrueIdentity[]
  factors: GoTrueFactor[]
  created_at: string
  updated_at: string
}

export interface GoTrueSession {
  id: string
  user_id: string
  refresh_token: string
  aal: 'aal1' | 'aal2'
  amr: { method: 'password' | 'totp' | 'otp' | 'recovery'; timestamp: number }[]
  is_revoked: boolean
}

export interface RequestLogEntry {
  method: string
  path: string
  search: string
  /** The JSON body of a write (POST, PUT, PATCH, DELETE), when it had one. */
  body?: unknown
}
