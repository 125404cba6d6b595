import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { ProjectLayout } from '@/components/shell/layout/project-layout'
import { entityTitle } from '@/lib/routing/page-title'
import { lookupProjectName } from '@/lib/server/routing/route-entities'

type Params = { params: Promise<{ ref: string }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { ref } = await params
  return entityTitle((await lookupProjectName(ref)) ?? undefined)
}

export default async function ProjectRouteLayout({ children, params }: Params & { children: ReactNode }) {
  const { ref } = await params
  // Self-hosted, the server knows every project: an unknown ref is answered here (not-found page),
  // before any of the project's pages start their requests.
  if ((await lookupProjectName(ref)) === null) notFound()
  return <ProjectLayout projectRef={ref}>{children}</ProjectLayout>
}
