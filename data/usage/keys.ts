import { organizationKeys } from '@/data/organizations/keys'

/** Query keys of an organization's usage (SPEC §3 "Organization sub-resources"). */
export const usageKeys = {
  orgUsage: (slug: string | undefined) => [...organizationKeys.detail(slug), 'usage'] as const,
  orgDailyUsage: (slug: string | undefined, { start, end }: { start?: string; end?: string }) =>
    [...organizationKeys.detail(slug), 'usage', 'daily', { start, end }] as const,
}
