/** SPEC §2 "Route context" and "Home and redirects", as pure rules. */

import { NO_PROJECT_REF } from '@/lib/feature-previews/routes'

export const ORGANIZATION_NOT_FOUND_MESSAGE = "We couldn't find that organization"
export const PROJECT_NOT_FOUND_MESSAGE = 'This project does not exist'
/** The not-found pages' explanations, the same whether the server or the browser found out. */
export const ORGANIZATION_NOT_FOUND_DESCRIPTION = 'None of your organizations has this address.'
export const PROJECT_NOT_FOUND_DESCRIPTION = 'No project has this reference. It may have been deleted.'

export interface OrganizationLike {
  id: number
  slug: string
  organization_requires_mfa?: boolean | null
}

export interface ProjectLike {
  ref: string
  organization_id: number
  parent_project_ref?: string | null
}

/** Fallback home: the last visited organization (or /organizations) on the platform, else /project/default. */
export function fallbackHome(isPlatform: boolean, lastVisitedOrganization: string | null): string {
  if (!isPlatform) return '/project/default'
  return lastVisitedOrganization ? `/org/${lastVisitedOrganization}` : '/organizations'
}

/** The current organization: the one whose slug matches, else the current project's organization. */
export function currentOrganization<T extends OrganizationLike>(
  organizations: T[] | undefined,
  slug: string | undefined,
  project: ProjectLike | undefined
): T | undefined {
  if (!organizations) return undefined
  if (slug) {
    const bySlug = organizations.find((organization) => organization.slug === slug)
    if (bySlug) return bySlug
  }
  return project ? organizations.find((organization) => organization.id === project.organization_id) : undefined
}

/**
 * The project a route's ref names, or undefined for "_": links rendered before a project is known
 * use "_" in its place (SPEC §2), and pages opened with it offer to pick a project themselves,
 * so it is never looked up (and never reported as a project that does not exist).
 */
export function routeProjectRef(ref: string | undefined): string | undefined {
  return ref === NO_PROJECT_REF ? undefined : ref
}

/** The unknown-organization and failed-project checks are skipped on /new/{slug} and /join. */
export function isLookupCheckSkipped(pathname: string): boolean {
  return /^\/new\/[^/]+\/?$/.test(pathname) || pathname === '/join' || pathname.startsWith('/join/')
}

export function organizationNotFoundRedirect(home: string, slug: string): string {
  const params = new URLSearchParams({ error: 'org_not_found', org: slug })
  return `${home}?${params.toString()}`
}

/**
 * When the organization requires MFA and the session lacks it, every page except /org/{slug}
 * goes to /org/{slug}. Returns where to go, or null to stay.
 */
export function mfaRedirect(
  organization: OrganizationLike | undefined,
  assuranceLevel: string | null,
  pathname: string
): string | null {
  if (!organization?.organization_requires_mfa || assuranceLevel === 'aal2') return null
  const target = `/org/${organization.slug}`
  return pathname === target || pathname === `${target}/` ? null : target
}
