'use client'

import { OrganizationNav } from '@/components/organization-settings/organization-nav'
import { ProjectStatusWatchers } from '@/components/project/project-status-watchers'
import { useOrganization } from '@/data/organizations/organization-query'

import { OrganizationProjects } from './organization-projects'

/** /org/{slug}: the organization's projects and the way to its team, billing and audit pages. */
export function OrganizationHome({ slug }: { slug: string }) {
  const { data: organization } = useOrganization(slug)
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-6">
      <h1 className="text-xl font-semibold">{organization?.name ?? slug}</h1>
      <OrganizationNav slug={slug} current="projects" />
      <OrganizationProjects slug={slug} />
      {/* Listed projects that are coming up (or otherwise changing) update themselves. */}
      <ProjectStatusWatchers slug={slug} />
    </div>
  )
}
