/** Query keys of the signed-in user's profile resources (SPEC §3 "Profile resources", §6). */
export const profileKeys = {
  profile: () => ['profile'] as const,
  /** SPEC §6: permissions are cached under a "permissions" list key. */
  permissions: () => ['permissions'] as const,
  mfaFactors: () => ['profile', 'mfa', 'factors'] as const,
  identities: () => ['profile', 'identities'] as const,
  auditLogs: (range: { date_start: string; date_end: string }) => ['profile', 'audit-logs', range] as const,
  accessTokens: () => ['profile', 'access-tokens'] as const,
}
