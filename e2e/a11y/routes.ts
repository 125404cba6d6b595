import {
  INVITATION_TOKEN,
  OTHER_ORG_SLUG,
  PRIMARY_ORG_SLUG,
  PRIMARY_PROJECT_REF,
} from '../../mock-platform/seed-ids'
import { listPageRoutes } from '../../tests/security/route-inventory'

/**
 * Which URL stands for each page route (app/**\/page.tsx) in each mode. A route is either visited
 * or listed in SKIPPED with the reason; a spec fails when a new page appears in neither.
 */
export interface VisitedRoute {
  /** The app route, e.g. /project/[ref]/sql/[id] */
  pattern: string
  /** The URL visited, with the base path. */
  url: string
}

const SUPPORT_QUERY = '?category=dashboard_bug&subject=Dashboard%20error&message=%2Fproject%2Fdefault%0AError%3A%20boom'

/** Project pages, relative to /project/{ref}, by route pattern. /editor/[id] and /sql/[id] need a record and are opened by clicking. */
const PROJECT_PAGES: Record<string, string> = {
  '/project/[ref]': '',
  '/project/[ref]/editor': '/editor',
  '/project/[ref]/sql/[id]': '/sql/new',
  '/project/[ref]/logs': '/logs',
  '/project/[ref]/advisors/security': '/advisors/security',
  '/project/[ref]/advisors/rules/security': '/advisors/rules/security',
  '/project/[ref]/advisors/query-performance': '/advisors/query-performance',
  '/project/[ref]/advisors/performance': '/advisors/performance',
  '/project/[ref]/reports/database': '/reports/database',
  '/project/[ref]/database/schemas': '/database/schemas',
  '/project/[ref]/database/extensions': '/database/extensions',
  '/project/[ref]/database/hooks': '/database/hooks',
  '/project/[ref]/database/policies': '/database/policies',
  '/project/[ref]/database/functions': '/database/functions',
  '/project/[ref]/database/triggers': '/database/triggers',
  '/project/[ref]/database/publications': '/database/publications',
  '/project/[ref]/database/migrations': '/database/migrations',
  '/project/[ref]/database/indexes': '/database/indexes',
  '/project/[ref]/database/types': '/database/types',
  '/project/[ref]/database/roles': '/database/roles',
  '/project/[ref]/database/wrappers': '/database/wrappers',
  '/project/[ref]/database/graphiql': '/database/graphiql',
  '/project/[ref]/database/column-privileges': '/database/column-privileges',
  '/project/[ref]/api/graphiql': '/api/graphiql',
  '/project/[ref]/api/client-libraries': '/api/client-libraries',
  '/project/[ref]/integrations': '/integrations',
  '/project/[ref]/realtime/inspector': '/realtime/inspector',
  '/project/[ref]/realtime/policies': '/realtime/policies',
  '/project/[ref]/realtime/settings': '/realtime/settings',
  '/project/[ref]/integrations/cron': '/integrations/cron',
  '/project/[ref]/settings/vault/secrets': '/settings/vault/secrets',
  '/project/[ref]/settings/general': '/settings/general',
  '/project/[ref]/settings/api': '/settings/api',
  '/project/[ref]/settings/api-keys': '/settings/api-keys',
  '/project/[ref]/settings/database': '/settings/database',
  '/project/[ref]/settings/compute-and-disk': '/settings/compute-and-disk',
  '/project/[ref]/storage/files': '/storage/files',
  '/project/[ref]/storage/buckets': '/storage/buckets',
  '/project/[ref]/api': '/api?resource=todos',
  '/project/[ref]/branches': '/branches',
  '/project/[ref]/auth/users': '/auth/users',
  '/project/[ref]/auth/providers': '/auth/providers',
  '/project/[ref]/auth/url-configuration': '/auth/url-configuration',
  '/project/[ref]/auth/emails': '/auth/emails',
  '/project/[ref]/auth/rate-limits': '/auth/rate-limits',
  '/project/[ref]/auth/mfa': '/auth/mfa',
  '/project/[ref]/auth/sessions': '/auth/sessions',
  '/project/[ref]/auth/hooks': '/auth/hooks',
  '/project/[ref]/functions': '/functions',
  '/project/[ref]/functions/new': '/functions/new',
  '/project/[ref]/functions/[functionSlug]': '/functions/hello-world',
  '/project/[ref]/functions/secrets': '/functions/secrets',
}

function projectRoutes(ref: string): VisitedRoute[] {
  return Object.entries(PROJECT_PAGES).map(([pattern, suffix]) => ({ pattern, url: `/dashboard/project/${ref}${suffix}` }))
}

function organizationRoutes(slug: string): VisitedRoute[] {
  return [
    { pattern: '/organizations', url: '/dashboard/organizations' },
    { pattern: '/org/[slug]', url: `/dashboard/org/${slug}` },
    { pattern: '/org/[slug]/billing', url: `/dashboard/org/${slug}/billing` },
    { pattern: '/org/[slug]/team', url: `/dashboard/org/${slug}/team` },
    { pattern: '/org/[slug]/usage', url: `/dashboard/org/${slug}/usage` },
    { pattern: '/org/[slug]/audit', url: `/dashboard/org/${slug}/audit` },
    { pattern: '/org/[slug]/general', url: `/dashboard/org/${slug}/general` },
    { pattern: '/new/[slug]', url: `/dashboard/new/${slug}` },
    { pattern: '/new', url: '/dashboard/new?plan=pro' },
    { pattern: '/support/new', url: `/dashboard/support/new${SUPPORT_QUERY}` },
  ]
}

export const SELF_HOSTED_DEFAULT_ORG = 'default-org-slug'

/** The account pages (platform only; self-hosted they redirect home, which is then scanned). */
const ACCOUNT_ROUTES: VisitedRoute[] = ['me', 'security', 'tokens', 'audit'].map((page) => ({
  pattern: `/account/${page}`,
  url: `/dashboard/account/${page}`,
}))

/** Sign-in class pages of the platform, scanned signed out (self-hosted they redirect home). */
export const SIGNED_OUT_PLATFORM_ROUTES: VisitedRoute[] = ['/sign-up', '/forgot-password', '/reset-password'].map((pattern) => ({
  pattern,
  url: `/dashboard${pattern}`,
}))

/** Self-hosted: the default project and organization. The sign-in page is scanned on the locked server. */
export const SELF_HOSTED_ROUTES: VisitedRoute[] = [
  ...projectRoutes('default'),
  ...organizationRoutes(SELF_HOSTED_DEFAULT_ORG),
  { pattern: '/join', url: `/dashboard/join?slug=${SELF_HOSTED_DEFAULT_ORG}&token=e2e-token` },
  // Platform-only pages: each redirects to the home route, and what it lands on is scanned.
  ...ACCOUNT_ROUTES,
  ...SIGNED_OUT_PLATFORM_ROUTES,
  { pattern: '/sign-in-mfa', url: '/dashboard/sign-in-mfa' },
]

/** Platform, signed in against the mock platform. The sign-in page is scanned signed out. */
export const PLATFORM_ROUTES: VisitedRoute[] = [
  ...projectRoutes(PRIMARY_PROJECT_REF),
  ...organizationRoutes(PRIMARY_ORG_SLUG),
  { pattern: '/join', url: `/dashboard/join?slug=${OTHER_ORG_SLUG}&token=${INVITATION_TOKEN}` },
  ...ACCOUNT_ROUTES,
]

/** Pages that are no destination of their own: they redirect at once or only pass through. */
export const SKIPPED: Record<string, string> = {
  '/': 'redirects to the home route (a project or an organization), which is scanned',
  '/logout': 'signs out and redirects to /sign-in, which is scanned',
  '/account': 'redirects to /account/me, which is scanned',
  '/sign-in/callback': 'exchanges the GitHub OAuth code and redirects; it renders only a busy message',
}

/** Page routes of the app that neither list visits nor SKIPPED explains. */
export function unscannedRoutes(visited: VisitedRoute[], alsoScanned: string[]): string[] {
  const covered = new Set([...visited.map((route) => route.pattern), ...alsoScanned, ...Object.keys(SKIPPED)])
  return listPageRoutes()
    .map((route) => route.pattern)
    .filter((pattern) => !covered.has(pattern))
}
