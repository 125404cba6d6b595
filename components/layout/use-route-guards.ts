'use client'

import { useParams, usePathname, useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { useAuth } from '@/components/auth/auth-provider'
import { useConfig } from '@/components/providers/config-provider'
import { useOrganizationsQuery } from '@/data/organizations/organizations-query'
import { useProjectDetailQuery } from '@/data/projects/project-detail-query'
import {
  currentOrganization,
  fallbackHome,
  isLookupCheckSkipped,
  mfaRedirect,
  organizationNotFoundRedirect,
} from '@/lib/routing/route-context'
import { toast } from '@/lib/ui/toast'
import {
  clearLastVisitedOrganization,
  getLastVisitedOrganization,
  setLastVisitedOrganization,
} from '@/stores/last-visited-organization'

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
  useEffect(() => {
    if (mfaTarget) router.replace(mfaTarget)
  }, [mfaTarget, router])

  const organizationSlug = organization?.slug
  useEffect(() => {
    if (isPlatform && organizationSlug) setLastVisitedOrganization(organizationSlug)
  }, [isPlatform, organizationSlug])

  return { organization, project: project.data, isRedirecting: Boolean(mfaTarget) }
}
