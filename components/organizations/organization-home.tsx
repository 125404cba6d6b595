'use client'

import Link from 'next/link'

import { useOrganizationsQuery } from '@/data/organizations/organizations-query'

import { OrganizationProjects } from './organization-projects'

/** /org/{slug}: the organization's projects and the way to its settings and billing. */
export function OrganizationHome({ slug }: { slug: string }) {
  const { data: organizations } = useOrganizationsQuery()
  const organization = organizations?.find((candidate) => candidate.slug === slug)
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-6">
      <div className="flex items-center gap-3">
        <h1 className="text-xl font-semibold">{organization?.name ?? slug}</h1>
        <nav aria-label="Organization" className="ml-auto flex gap-4 text-sm">
          <Link href={`/org/${slug}/billing`} className="text-muted hover:text-foreground">
            Billing
          </Link>
        </nav>
      </div>
      <OrganizationProjects slug={slug} />
    </div>
  )
}
