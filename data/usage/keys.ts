/** Query keys of an organization's usage (SPEC §3 "Organization sub-resources"). */
export const usageKeys = {
  orgUsage: (slug: string | undefined) => ['organizations', slug, 'usage'] as const,
  orgDailyUsage: (slug: string | undefined, { start, end }: { start?: string; end?: string }) =>
    ['organizations', slug, 'usage', 'daily', { start, end }] as const,
}
