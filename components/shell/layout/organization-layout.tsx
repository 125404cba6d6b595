'use client'

import type { ReactNode } from 'react'

import { useConfig } from '@/lib/config/use-config'
import { Button } from '@/components/ui/button'
import { useOrganizationsQuery } from '@/data/organizations/organizations-query'
import { isOrganizationDeparted } from '@/lib/organizations/departed-organizations'
import { ORGANIZATION_NOT_FOUND_DESCRIPTION, ORGANIZATION_NOT_FOUND_MESSAGE } from '@/lib/routing/route-context'

import { FullPageMessage } from './full-page-message'
import { NotFoundMessage } from './not-found-message'

/**
 * An organization's pages (/org/{slug}/…): the page as the main landmark and, on the platform, nothing
 * of the page until the slug is known to be one of the user's organizations, so an unknown slug never
 * sends its own requests (projects, billing…) that can only fail while the route guard sends the user
 * home. Self-hosted, the server has checked it.
 */
export function OrganizationLayout({ slug, children }: { slug: string; children: ReactNode }) {
  const { isPlatform } = useConfig()
  const organizations = useOrganizationsQuery()
  const organization = organizations.data?.find((candidate) => candidate.slug === slug)

  const renderPage = () => {
    if (!isPlatform || organization) return children
    if (organizations.isError) {
      return (
        <FullPageMessage title="Failed to load your organizations" description={organizations.error.message}>
          <Button onClick={() => organizations.refetch()}>Try again</Button>
        </FullPageMessage>
      )
    }
    // An unknown slug: the same not-found page the server gives self-hosted, while the route guard
    // sends the user home (SPEC §2). One the user just left is already on its way elsewhere.
    if (organizations.isSuccess && !isOrganizationDeparted(slug)) {
      return <NotFoundMessage title={ORGANIZATION_NOT_FOUND_MESSAGE} description={ORGANIZATION_NOT_FOUND_DESCRIPTION} />
    }
    return <FullPageMessage title="Loading organization…" isBusy />
  }

  return (
    <main className="flex flex-1 flex-col">
      {renderPage()}
    </main>
  )
}
