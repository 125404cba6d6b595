'use client'

import { useRouter } from 'next/navigation'

import { useConfig } from '@/lib/config/use-config'
import { useOrganizationsQuery } from '@/data/organizations/organizations-query'
import { useProjectDeleteMutation } from '@/data/projects/project-delete-mutation'
import { useProjectDetailQuery } from '@/data/projects/project-detail-query'
import { useProjectUpdateMutation } from '@/data/projects/project-update-mutation'
import { toast } from '@/lib/ui/toast'

import { DeleteProjectSection } from './delete-project-section'
import { ProjectAvailabilitySection } from './project-availability-section'
import { ProjectNameForm } from './project-name-form'
import { ProjectSettingsLayout } from './project-settings-layout'
import { Section } from '@/components/ui/section'
import { TransferProjectSection } from './transfer-project-section'
import { useManagementPermissions } from './use-management-permissions'
import { QueryLoadingText, QueryState } from '@/components/ui/query-state'

/**
 * /project/{ref}/settings/general: rename; on the platform also restart, pause, restore and transfer;
 * delete behind a typed-name confirmation. Self-hosted, rename and delete work for projects created
 * from the dashboard (the server refuses the configured ones and says so).
 */
export function GeneralSettingsPage({ projectRef }: { projectRef: string }) {
  const { isPlatform } = useConfig()
  const router = useRouter()
  const project = useProjectDetailQuery({ ref: projectRef })
  const organizations = useOrganizationsQuery({ enabled: isPlatform })
  const organizationSlug =
    project.data?.organization_slug ?? organizations.data?.find((organization) => organization.id === project.data?.organization_id)?.slug
  const permissions = useManagementPermissions(organizationSlug)
  const rename = useProjectUpdateMutation()
  const remove = useProjectDeleteMutation()

  return (
    <QueryState
      query={project}
      what="the project"
      loading={
        <ProjectSettingsLayout title="General">
          <QueryLoadingText label="Loading project settings…" />
        </ProjectSettingsLayout>
      }
      failed={(failure) => <ProjectSettingsLayout title="General">{failure}</ProjectSettingsLayout>}
    >
      {(data) => {
        const handleDelete = async () => {
          await remove.mutateAsync({ ref: data.ref })
          toast.success(`Project ${data.name} deleted`)
          router.push(isPlatform && organizationSlug ? `/org/${organizationSlug}` : '/')
        }

        return (
          <ProjectSettingsLayout title="General">
            <Section title="Project details">
              <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
                <dt className="text-muted">Reference ID</dt>
                <dd className="font-mono">{data.ref}</dd>
                <dt className="text-muted">Region</dt>
                <dd>{data.region}</dd>
              </dl>
              <ProjectNameForm
                key={data.name}
                name={data.name}
                isPending={rename.isPending}
                disabled={!permissions.canUpdateProject}
                onRename={(name) => rename.mutateAsync({ ref: data.ref, name })}
              />
            </Section>
            {isPlatform && <ProjectAvailabilitySection project={data} canManage={permissions.canUpdateProject} />}
            {isPlatform && permissions.canUpdateProject && <TransferProjectSection project={data} />}
            {permissions.canDeleteProject && (
              <DeleteProjectSection projectName={data.name} isPending={remove.isPending} onDelete={handleDelete} />
            )}
          </ProjectSettingsLayout>
        )
      }}
    </QueryState>
  )
}
