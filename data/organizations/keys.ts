/** Query keys of organizations and their sub-resources (SPEC §3 "Organization sub-resources"). */
export const organizationKeys = {
  list: () => ['organizations'] as const,
  detail: (slug: string | undefined) => ['organizations', slug] as const,
  members: (slug: string | undefined) => ['organizations', slug, 'members'] as const,
  roles: (slug: string | undefined) => ['organizations', slug, 'roles'] as const,
  invitations: (slug: string | undefined) => ['organizations', slug, 'invitations'] as const,
  mfa: (slug: string | undefined) => ['organizations', slug, 'mfa'] as const,
  paymentMethods: (slug: string | undefined) => ['organizations', slug, 'payment-methods'] as const,
  taxIds: (slug: string | undefined) => ['organizations', slug, 'tax-ids'] as const,
  customerProfile: (slug: string | undefined) => ['organizations', slug, 'customer-profile'] as const,
  auditLogs: (slug: string | undefined, { date_start, date_end }: { date_start?: string; date_end?: string }) =>
    ['organizations', slug, 'audit-logs', { date_start, date_end }] as const,
  subscription: (slug: string | undefined) => ['organizations', slug, 'subscription'] as const,
  subscriptionPreview: (slug: string | undefined, tier: string | undefined) =>
    ['organizations', slug, 'subscription', 'preview', tier] as const,
  freeProjectLimitCheck: (slug: string | undefined) => ['organizations', slug, 'free-project-limit-check'] as const,
  availableRegions: (slug: string | undefined, cloudProvider: string | undefined) =>
    ['organizations', slug, 'available-regions', cloudProvider] as const,
  validateToken: (slug: string | undefined, token: string | undefined) =>
    ['organizations', slug, 'validate-token', token] as const,
  projectClaim: (slug: string | undefined, token: string | undefined) =>
    ['organizations', slug, 'project-claim', token] as const,
}
