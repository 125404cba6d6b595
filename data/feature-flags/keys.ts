/** Query keys of the remote feature flags (DESIGN.md §1). */
export const featureFlagKeys = {
  all: (isPlatform: boolean) => ['feature-flags', isPlatform ? 'platform' : 'self-hosted'] as const,
}
