import type { ReactNode } from 'react'

import { ProjectLayout } from '@/components/layout/project-layout'

export default async function ProjectRouteLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ ref: string }>
}) {
  const { ref } = await params
  return <ProjectLayout projectRef={ref}>{children}</ProjectLayout>
}
