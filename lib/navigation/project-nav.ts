import { DASHBOARD_FEATURES, isFeatureEnabled, type DashboardFeature } from '@/lib/features/disabled-features'
import { advisorSecurityRoute, graphiqlRoute, storageRoute } from '@/lib/feature-previews/routes'

export interface NavItem {
  label: string
  href: string
  /** Routes that light this item up besides its own href. */
  matches?: string[]
  /** The feature that disabled_features can switch off. */
  feature?: DashboardFeature
}

export interface NavSection {
  name: string
  items: NavItem[]
}

export interface ProjectNavFlags {
  isAdvisorRulesEnabled: boolean
  isNewStorageUiEnabled: boolean
  isApiSidePanelEnabled: boolean
  isColumnPrivilegesEnabled: boolean
  /** Compute and disk and Branching exist only on the hosted platform. */
  isPlatform?: boolean
}

/** The project sidebar: every project route of SPEC §2, with the routes the previews move. */
export function projectNavSections(
  ref: string,
  flags: ProjectNavFlags,
  disabledFeatures: readonly string[] = []
): NavSection[] {
  const base = `/project/${ref}`
  const database: NavItem[] = [
    { label: 'Schema visualizer', href: `${base}/database/schemas` },
    { label: 'Policies', href: `${base}/database/policies` },
    { label: 'Functions', href: `${base}/database/functions` },
    { label: 'Triggers', href: `${base}/database/triggers` },
    { label: 'Types', href: `${base}/database/types` },
    { label: 'Indexes', href: `${base}/database/indexes` },
    { label: 'Publications', href: `${base}/database/publications` },
    { label: 'Migrations', href: `${base}/database/migrations` },
    { label: 'Roles', href: `${base}/database/roles` },
    { label: 'Extensions', href: `${base}/database/extensions`, feature: DASHBOARD_FEATURES.extensions },
    { label: 'Database hooks', href: `${base}/database/hooks` },
    { label: 'Wrappers', href: `${base}/database/wrappers` },
  ]
  if (flags.isColumnPrivilegesEnabled) {
    database.push({ label: 'Column privileges', href: `${base}/database/column-privileges` })
  }
  const sections: NavSection[] = [
    {
      name: 'Project',
      items: [
        { label: 'Home', href: base },
        { label: 'Table editor', href: `${base}/editor`, matches: [`${base}/editor/`], feature: DASHBOARD_FEATURES.tableEditor },
        { label: 'SQL editor', href: `${base}/sql/new`, matches: [`${base}/sql/`], feature: DASHBOARD_FEATURES.sqlEditor },
      ],
    },
    {
      name: 'Authentication',
      items: [
        { label: 'Users', href: `${base}/auth/users` },
        { label: 'Sign-in providers', href: `${base}/auth/providers` },
        { label: 'URL configuration', href: `${base}/auth/url-configuration` },
        { label: 'E-mails', href: `${base}/auth/emails` },
        { label: 'Rate limits', href: `${base}/auth/rate-limits` },
        { label: 'Multi-factor', href: `${base}/auth/mfa` },
        { label: 'Sessions', href: `${base}/auth/sessions` },
        { label: 'Auth hooks', href: `${base}/auth/hooks` },
      ],
    },
        { name: 'Database', items: [...database, { label: 'GraphiQL', href: graphiqlRoute(ref, flags.isApiSidePanelEnabled), matches: [`${base}/api/graphiql`] }] },
    {
      name: 'Observe',
      items: [
        { label: 'Logs', href: `${base}/logs`, feature: DASHBOARD_FEATURES.logs },
        { label: 'Security advisor', href: advisorSecurityRoute(ref, flags.isAdvisorRulesEnabled) },
        { label: 'Performance advisor', href: `${base}/advisors/performance` },
        { label: 'Query performance', href: `${base}/advisors/query-performance` },
        { label: 'Database report', href: `${base}/reports/database` },
      ],
    },
    {
      name: 'Platform',
      items: [
        { label: 'Storage', href: storageRoute(ref, flags.isNewStorageUiEnabled), feature: DASHBOARD_FEATURES.storage },
        { label: 'Edge Functions', href: `${base}/functions`, matches: [`${base}/functions/`] },
        { label: 'Realtime', href: `${base}/realtime/inspector`, matches: [`${base}/realtime/`] },
        { label: 'Integrations', href: `${base}/integrations`, feature: DASHBOARD_FEATURES.integrations },
        { label: 'Cron', href: `${base}/integrations/cron`, feature: DASHBOARD_FEATURES.integrations },
        { label: 'Vault secrets', href: `${base}/settings/vault/secrets` },
        { label: 'API docs', href: `${base}/api`, matches: [`${base}/api?`] },
        ...(flags.isPlatform ? [{ label: 'Branches', href: `${base}/branches` }] : []),
        { label: 'Client libraries', href: `${base}/api/client-libraries` },
      ],
    },
    {
      name: 'Settings',
      items: [
        { label: 'General', href: `${base}/settings/general` },
        { label: 'API', href: `${base}/settings/api` },
        { label: 'API keys', href: `${base}/settings/api-keys` },
        { label: 'Database', href: `${base}/settings/database` },
        ...(flags.isPlatform ? [{ label: 'Compute and disk', href: `${base}/settings/compute-and-disk` }] : []),
      ],
    },
  ]
  return sections
    .map((section) => ({
      ...section,
      items: section.items.filter((item) => !item.feature || isFeatureEnabled(item.feature, disabledFeatures)),
    }))
    .filter((section) => section.items.length > 0)
}

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (pathname === item.href) return true
  return (item.matches ?? []).some((prefix) => pathname.startsWith(prefix))
}
