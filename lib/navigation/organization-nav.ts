/** The organization pages under /org/{slug}: the organization's tabs and the command menu link here. */
export const ORGANIZATION_PAGES = [
  { key: 'projects', label: 'Projects', path: '', isPlatformOnly: false, isBilling: false },
  { key: 'team', label: 'Team', path: '/team', isPlatformOnly: true, isBilling: false },
  { key: 'billing', label: 'Billing', path: '/billing', isPlatformOnly: true, isBilling: true },
  { key: 'usage', label: 'Usage', path: '/usage', isPlatformOnly: true, isBilling: true },
  { key: 'audit', label: 'Audit logs', path: '/audit', isPlatformOnly: true, isBilling: false },
  { key: 'general', label: 'Settings', path: '/general', isPlatformOnly: true, isBilling: false },
] as const

export type OrganizationPage = (typeof ORGANIZATION_PAGES)[number]['key']

/** The pages this deployment serves: team, billing, usage and audit exist only on the hosted platform, billing and usage only with billing on. */
export function organizationPages({ isPlatform, isBillingEnabled }: { isPlatform: boolean; isBillingEnabled: boolean }) {
  return ORGANIZATION_PAGES.filter((page) => (isPlatform || !page.isPlatformOnly) && (!page.isBilling || isBillingEnabled))
}
