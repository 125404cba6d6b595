'use client'

import { OrganizationNav } from '@/components/org/settings/organization-nav'
import { useConfig } from '@/lib/config/use-config'
import { lazyComponent } from '@/components/ui/lazy-component'
import { ProjectStatusWatchers } from '@/components/project/home/project-status-watchers'
import { useOrganization } from '@/data/organizations/organization-query'

import { OrganizationProjects } from './organization-projects'

// Shown only to members kept out by the organization's MFA requirement; its code loads for them alone.
const MfaRequiredNotice = lazyComponent(() => import('./mfa-required-notice').then((module) => module.MfaRequiredNotice))

/** /org/{slug}: the organization's projects and the way to its team, billing and audit pages. */
export function OrganizationHome({ slug }: { slug: string }) {
  const { data: organization } = useOrganization(slug)
  const { isPlatform } = useConfig()
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-6">
      <h1 className="text-xl font-semibold">{organization?.name ?? slug}</h1>
      {isPlatform && organization?.organization_requires_mfa && <MfaRequiredNotice slug={slug} name={organization.name} />}
      <OrganizationNav slug={slug} current="projects" />
      <OrganizationProjects slug={slug} />
      {/* Listed projects that are coming up (or otherwise changing) update themselves. */}
      <ProjectStatusWatchers slug={slug} />
    </div>
  )
}
