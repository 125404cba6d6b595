'use client'

import { useParams, usePathname, useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { useAuth } from '@/components/auth/auth-provider'
import { useConfig } from '@/components/providers/config-provider'
import { useOrganizationsQuery } from '@/data/organizations/organizations-query'
import { useProjectDetailQuery } from '@/data/projects/project-detail-query'
import { LAST_VISITED_ORGANIZATION } from '@/lib/constants'
import {
  currentOrganization,
  fallbackHome,
  isLookupCheckSkipped,
  mfaRedirect,
  organizationNotFoundRedirect,
} from '@/lib/routing/route-context'
import { toast } from '@/lib/ui/toast'
import { getLastVisitedOrganization, setLastVisitedOrganization } from '@/stores/dashboard-history-store'
import { rememberMfaReturn } from '@/stores/mfa-return-store'

export const ORGANIZATION_NOT_FOUND_MESSAGE = "We couldn't find that organization"
export const PROJECT_NOT_FOUND_MESSAGE = 'This project does not exist'

/**
 * SPEC §2 "Home and redirects": an unknown organization slug or a failed project lookup sends the
 * user home with a toast (not on /new/{slug} and /join), and an organization that requires MFA
 * keeps a session without it on /org/{slug}. Also records the last visited organization.
 */
export function useRouteGuards() {
  const { isPlatform } = useConfig()
  const { aal } = useAuth()
  const router = useRouter()
  const pathname = usePathname()
  const params = useParams<{ slug?: string; ref?: string }>()
  const slug = params.slug
  const ref = params.ref
  const isSkipped = isLookupCheckSkipped(pathname)

  const organizations = useOrganizationsQuery()
  // The default read policy: a 404 fails at once, but a passing 500 or 429 is retried before the
  // user is told the project does not exist and sent home.
  const project = useProjectDetailQuery({ ref })
  const organization = currentOrganization(organizations.data, slug, project.data)

  useEffect(() => {
    if (!slug || isSkipped || !organizations.isSuccess) return
    if (organizations.data.some((candidate) => candidate.slug === slug)) return
    // Never send the user back to the organization that just failed.
    if (getLastVisitedOrganization() === slug) window.localStorage.removeItem(LAST_VISITED_ORGANIZATION)
    toast.error(ORGANIZATION_NOT_FOUND_MESSAGE, { id: 'org-not-found' })
    router.replace(organizationNotFoundRedirect(fallbackHome(isPlatform, getLastVisitedOrganization()), slug))
  }, [slug, isSkipped, organizations.isSuccess, organizations.data, isPlatform, router])

  useEffect(() => {
    if (!ref || isSkipped || !project.isError) return
    toast.error(PROJECT_NOT_FOUND_MESSAGE, { id: 'project-not-found' })
    router.replace(fallbackHome(isPlatform, getLastVisitedOrganization()))
  }, [ref, isSkipped, project.isError, isPlatform, router])

  const mfaTarget = isPlatform ? mfaRedirect(organization, aal, pathname) : null
  const mfaOrganizationSlug = organization?.slug
  useEffect(() => {
    if (!mfaTarget) return
    // The organization's home offers MFA set-up and then returns the user to this page.
    if (mfaOrganizationSlug) rememberMfaReturn(mfaOrganizationSlug, `${pathname}${window.location.search}`)
    router.replace(mfaTarget)
  }, [mfaTarget, mfaOrganizationSlug, pathname, router])

  const organizationSlug = organization?.slug
  useEffect(() => {
    if (isPlatform && organizationSlug) setLastVisitedOrganization(organizationSlug)
  }, [isPlatform, organizationSlug])

  return { organization, project: project.data, isRedirecting: Boolean(mfaTarget) }
}
