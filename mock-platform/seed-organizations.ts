import { CLOUD_MARKETPLACE_BILLING_PARTNER, HOSTING_MARKETPLACE_BILLING_PARTNER } from '@/lib/constants'

import type {
  AuditLog,
  Invitation,
  Member,
  MemberWithFreeProjectLimit,
  Organization,
  OrganizationRolesResponse,
  Permission,
  StoredProjectClaim,
} from './model'
import {
  AWS_ORG_ID,
  AWS_ORG_SLUG,
  EXPIRED_INVITATION_TOKEN,
  INVITATION_TOKEN,
  MOCK_USER_EMAIL,
  MOCK_USER_ID,
  MOCK_USERNAME,
  OTHER_ORG_ID,
  OTHER_ORG_SLUG,
  PRIMARY_ORG_ID,
  PRIMARY_ORG_SLUG,
  PROJECT_CLAIM_TOKEN,
  VERCEL_ORG_ID,
  VERCEL_ORG_SLUG,
} from './seed-ids'

/**
 * Organizations with varied fields. Seeded out of name order, and 'beta Labs' starts lower-case, on
 * purpose: the client sorts them locale-aware (Acme, beta, Cloud, Vercel; a plain sort would not).
 * The Vercel-billed organization is missing its address, which must NOT raise a banner (it has a
 * billing partner); the AWS-billed one grants the user no billing permission.
 */
export function seedOrganizations(): Organization[] {
  return [
    {
      id: PRIMARY_ORG_ID,
      slug: PRIMARY_ORG_SLUG,
      name: 'Acme Corp',
      billing_email: 'billing@acme.test',
      billing_partner: null,
      organization_missing_address: false,
      organization_requires_mfa: false,
      restriction_status: null,
      restriction_data: null,
      plan: { id: 'pro', name: 'Pro' },
      is_owner: true,
      opt_in_tags: ['AI_SQL_GENERATOR_OPT_IN'],
      subscription_id: 'sub_acme',
      stripe_customer_id: 'cus_acme',
      usage_billing_enabled: true,
    },
    {
      id: VERCEL_ORG_ID,
      slug: VERCEL_ORG_SLUG,
      name: 'Vercel Team',
      billing_email: 'team@vercel-app.test',
      billing_partner: HOSTING_MARKETPLACE_BILLING_PARTNER,
      organization_missing_address: true,
      organization_requires_mfa: false,
      restriction_status: null,
      restriction_data: null,
      plan: { id: 'team', name: 'Team' },
      is_owner: true,
      opt_in_tags: [],
      subscription_id: 'sub_vercel',
      stripe_customer_id: null,
      usage_billing_enabled: true,
    },
    {
      id: OTHER_ORG_ID,
      slug: OTHER_ORG_SLUG,
      name: 'beta Labs',
      billing_email: null,
      billing_partner: null,
      organization_missing_address: false,
      organization_requires_mfa: false,
      restriction_status: null,
      restriction_data: null,
      plan: { id: 'free', name: 'Free' },
      is_owner: false,
      opt_in_tags: [],
      subscription_id: 'sub_beta',
      stripe_customer_id: 'cus_beta',
      usage_billing_enabled: false,
    },
    {
      id: AWS_ORG_ID,
      slug: AWS_ORG_SLUG,
      name: 'Cloud Market Inc',
      billing_email: 'aws-billing@cloud-market.test',
      billing_partner: CLOUD_MARKETPLACE_BILLING_PARTNER,
      organization_missing_address: false,
      organization_requires_mfa: false,
      restriction_status: null,
      restriction_data: null,
      plan: { id: 'enterprise', name: 'Enterprise' },
      is_owner: false,
      opt_in_tags: [],
      subscription_id: null,
      stripe_customer_id: null,
      usage_billing_enabled: true,
    },
  ]
}

/** Full access ('%') in two organizations, billing:all + reads in one, read-only in the AWS one. */
export function seedPermissions(): Permission[] {
  const grant = (organization_id: number, organization_slug: string, actions: string[]): Permission => ({
    organization_id,
    organization_slug,
    actions,
    resources: ['%'],
    condition: null,
    restrictive: false,
    project_refs: null,
  })
  return [
    grant(PRIMARY_ORG_ID, PRIMARY_ORG_SLUG, ['%']),
    grant(VERCEL_ORG_ID, VERCEL_ORG_SLUG, ['%']),
    grant(OTHER_ORG_ID, OTHER_ORG_SLUG, ['billing:all', 'read:Read', 'write:Create', 'write:Update']),
    grant(AWS_ORG_ID, AWS_ORG_SLUG, ['read:Read']),
  ]
}

/** The four base roles of SPEC §6 with their usual platform ids, per organization. */
export function seedRoles(organizationIndex: number): OrganizationRolesResponse {
  const base = (organizationIndex + 1) * 10
  return {
    org_scoped_roles: [
      { id: base + 1, name: 'Owner', description: null, base_role_id: null, project_ids: null },
      { id: base + 2, name: 'Administrator', description: null, base_role_id: null, project_ids: null },
      { id: base + 3, name: 'Developer', description: null, base_role_id: null, project_ids: null },
      { id: base + 4, name: 'Read-only', description: null, base_role_id: null, project_ids: null },
    ],
    project_scoped_roles: [],
  }
}

export function seedMembers(organizationIndex: number, isOwner: boolean): Member[] {
  const base = (organizationIndex + 1) * 10
  return [
    {
      gotrue_id: MOCK_USER_ID,
      primary_email: MOCK_USER_EMAIL,
      username: MOCK_USERNAME,
      role_ids: [isOwner ? base + 1 : base + 3],
      mfa_enabled: false,
      is_sso_user: false,
    },
    {
      gotrue_id: `00000000-0000-4000-8000-00000000${String(base).padStart(4, '0')}`,
      primary_email: `admin${organizationIndex + 1}@example.com`,
      username: `admin${organizationIndex + 1}`,
      role_ids: [isOwner ? base + 2 : base + 1],
      mfa_enabled: true,
      is_sso_user: false,
    },
    {
      gotrue_id: `00000000-0000-4000-8000-00000000${String(base + 1).padStart(4, '0')}`,
      primary_email: `readonly${organizationIndex + 1}@example.com`,
      username: `readonly${organizationIndex + 1}`,
      role_ids: [base + 4],
      mfa_enabled: false,
      is_sso_user: null,
    },
  ]
}

/** The free organization already has a member at the free-project limit. */
export function seedFreeProjectLimit(slug: string): MemberWithFreeProjectLimit[] {
  if (slug !== OTHER_ORG_SLUG) return []
  return [{ primary_email: 'admin3@example.com', username: 'admin3', free_project_limit: 2 }]
}

export function seedInvitations(now: Date): Invitation[] {
  const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString()
  return [
    {
      token: INVITATION_TOKEN,
      slug: OTHER_ORG_SLUG,
      invite_id: 501,
      email: MOCK_USER_EMAIL,
      expires_at: inDays(7),
      role_id: 33,
    },
    {
      token: EXPIRED_INVITATION_TOKEN,
      slug: OTHER_ORG_SLUG,
      invite_id: 502,
      email: MOCK_USER_EMAIL,
      expires_at: inDays(-1),
      role_id: 33,
    },
  ]
}

export function seedProjectClaims(now: Date): StoredProjectClaim[] {
  return [
    {
      token: PROJECT_CLAIM_TOKEN,
      slug: PRIMARY_ORG_SLUG,
      created_at: new Date(now.getTime() - 3_600_000).toISOString(),
      created_by: 'partner-app',
      expires_at: new Date(now.getTime() + 86_400_000).toISOString(),
      project: { ref: 'claimableabcdefghijk', name: 'Claimable project' },
      preview: {
        valid: true,
        errors: [],
        warnings: [{ key: 'billing', message: 'The project will be billed to this organization.' }],
        info: [],
        source_subscription_plan: 'free',
        target_subscription_plan: 'pro',
      },
    },
  ]
}

/** A day of audit trail, relative to the state's clock so "last 24 hours" windows find it. */
export function seedAuditLogs(now: Date): AuditLog[] {
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString()
  const actor = { id: MOCK_USER_ID, type: 'user' as const, metadata: [{ email: MOCK_USER_EMAIL }] }
  return [
    {
      occurred_at: hoursAgo(1),
      action: { name: 'project.pause', metadata: [{ method: 'POST', status: 200 }] },
      actor,
      target: { description: 'Paused project', metadata: { project_ref: 'acmepausedabcdefghij' } },
    },
    {
      occurred_at: hoursAgo(5),
      action: { name: 'organization.members.invite', metadata: [{ method: 'POST', status: 201 }] },
      actor,
      target: { description: 'Invited a member', metadata: { email: 'new@example.com' } },
    },
    {
      occurred_at: hoursAgo(30),
      action: { name: 'project.create', metadata: [{ method: 'POST', status: 201 }] },
      actor: { id: 'system', type: 'system', metadata: [] },
      target: { description: 'Created project', metadata: { project_ref: 'acmestagingabcdefghi' } },
    },
  ]
}
