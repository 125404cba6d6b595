import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { OrganizationLayout } from '@/components/shell/layout/organization-layout'
import { entityTitle } from '@/lib/routing/page-title'
import { lookupOrganizationName } from '@/lib/server/routing/route-entities'

type Params = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { slug } = await params
  return entityTitle((await lookupOrganizationName(slug)) ?? undefined)
}

export default async function OrganizationRouteLayout({ children, params }: Params & { children: ReactNode }) {
  const { slug } = await params
  // Self-hosted, the server knows its one organization: any other slug gets the not-found page.
  if ((await lookupOrganizationName(slug)) === null) notFound()
  return <OrganizationLayout slug={slug}>{children}</OrganizationLayout>
}
