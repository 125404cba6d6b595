'use client'

import { useAuth } from '@/components/auth/auth-provider'
import { OrganizationNav } from '@/components/organization-settings/organization-nav'
import { useConfig } from '@/components/providers/config-provider'
import { ProjectStatusWatchers } from '@/components/project/project-status-watchers'
import { useOrganizationsQuery } from '@/data/organizations/organizations-query'

import { MfaRequiredNotice } from './mfa-required-notice'
import { OrganizationProjects } from './organization-projects'

/** /org/{slug}: the organization's projects and the way to its team, billing and audit pages. */
export function OrganizationHome({ slug }: { slug: string }) {
  const { data: organizations } = useOrganizationsQuery()
  const organization = organizations?.find((candidate) => candidate.slug === slug)
  const { isPlatform } = useConfig()
  const { aal } = useAuth()
  const isMfaMissing = isPlatform && Boolean(organization?.organization_requires_mfa) && aal !== 'aal2'
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-6">
      <h1 className="text-xl font-semibold">{organization?.name ?? slug}</h1>
      {isMfaMissing && <MfaRequiredNotice slug={slug} name={organization?.name ?? slug} />}
      <OrganizationNav slug={slug} current="projects" />
      <OrganizationProjects slug={slug} />
      {/* Listed projects that are coming up (or otherwise changing) update themselves. */}
      <ProjectStatusWatchers slug={slug} />
    </div>
  )
}
