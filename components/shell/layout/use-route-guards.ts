'use client'

import { useParams, usePathname, useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { useAuth } from '@/components/sign-in/auth-provider'
import { useConfig } from '@/lib/config/use-config'
import { useOrganizationsQuery } from '@/data/organizations/organizations-query'
import { useProjectDetailQuery } from '@/data/projects/project-detail-query'
import { isOrganizationDeparted } from '@/lib/organizations/departed-organizations'
import {
  currentOrganization,
  fallbackHome,
  isLookupCheckSkipped,
  mfaRedirect,
  ORGANIZATION_NOT_FOUND_MESSAGE,
  organizationNotFoundRedirect,
  PROJECT_NOT_FOUND_MESSAGE,
  routeProjectRef,
} from '@/lib/routing/route-context'
import { toast } from '@/lib/ui/toast'
import {
  clearLastVisitedOrganization,
  getLastVisitedOrganization,
  setLastVisitedOrganization,
} from '@/stores/last-visited-organization'
import { rememberMfaReturn } from '@/stores/mfa-return-store'


/**
 * SPEC §2 "Home and redirects": an unknown organization slug or a failed project lookup sends the
 * user home with a toast (not on /new/{slug} and /join), and an organization that requires MFA
 * keeps a session without it on /org/{slug}. Also records the last visited organization.
 *
 * These run in the browser on the platform only, where the session (and so the knowledge of which
 * organizations and projects exist) lives in the browser. Self-hosted, the server knows them and
 * answers an unknown slug or ref with its not-found page before the page renders
 * (app/(dashboard)/org/[slug]/layout.tsx, app/(dashboard)/project/[ref]/layout.tsx).
 */
export function useRouteGuards() {
  const { isPlatform } = useConfig()
  const { aal } = useAuth()
  const router = useRouter()
  const pathname = usePathname()
  const params = useParams<{ slug?: string; ref?: string }>()
  const slug = params.slug
  const ref = routeProjectRef(params.ref)
  const isSkipped = !isPlatform || isLookupCheckSkipped(pathname)

  const organizations = useOrganizationsQuery()
  // The default read policy: a 404 fails at once, but a passing 500 or 429 is retried before the
  // user is told the project does not exist and sent home.
  const project = useProjectDetailQuery({ ref })
  const organization = currentOrganization(organizations.data, slug, project.data)

  useEffect(() => {
    if (!slug || isSkipped || !organizations.isSuccess) return
    if (organizations.data.some((candidate) => candidate.slug === slug)) return
    if (isOrganizationDeparted(slug)) return
    // Never send the user back to the organization that just failed.
    if (getLastVisitedOrganization() === slug) clearLastVisitedOrganization()
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
