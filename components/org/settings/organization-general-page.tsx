'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { ProjectNameForm } from '@/components/project/settings/project-name-form'
import { Section } from '@/components/ui/section'
import { useManagementPermissions } from '@/components/project/settings/use-management-permissions'
import { useConfig } from '@/lib/config/use-config'
import { Button } from '@/components/ui/button'
import { lazyComponent } from '@/components/ui/lazy-component'
import { useOrganizationDeleteMutation } from '@/data/organizations/organization-delete-mutation'
import { useOrganizationUpdateMutation } from '@/data/organizations/organization-update-mutation'
import { useOrganizationsQuery } from '@/data/organizations/organizations-query'
import { useOrgProjectsQuery } from '@/data/projects/org-projects-query'
import { toast } from '@/lib/ui/toast'

import { OrganizationSettingsLayout } from './organization-settings-layout'
import { PlatformOnlyNotice } from './platform-only-notice'
import { QueryState } from '@/components/ui/query-state'

const TypedNameConfirmationDialog = lazyComponent(() =>
  import('@/components/ui/typed-name-confirmation-dialog').then((module) => module.TypedNameConfirmationDialog)
)

/** /org/{slug}/general: rename the organization; delete it once it has no projects. */
export function OrganizationGeneralPage({ slug }: { slug: string }) {
  const { isPlatform } = useConfig()
  return (
    <OrganizationSettingsLayout slug={slug} current="general" title="Organization settings">
      {isPlatform ? <GeneralSections slug={slug} /> : <PlatformOnlyNotice feature="Organization settings" />}
    </OrganizationSettingsLayout>
  )
}

function GeneralSections({ slug }: { slug: string }) {
  const router = useRouter()
  const organizations = useOrganizationsQuery()
  const organization = organizations.data?.find((candidate) => candidate.slug === slug)
  const projects = useOrgProjectsQuery({ slug, limit: 1 })
  const permissions = useManagementPermissions(slug)
  const update = useOrganizationUpdateMutation()
  const remove = useOrganizationDeleteMutation()
  const [isDeleting, setIsDeleting] = useState(false)
  const [deleteError, setDeleteError] = useState<string | null>(null)

  return (
    <QueryState query={organizations} what="Organization" loadingLabel="Loading the organization…">
      {() => {
        if (!organization) return <p className="text-sm text-muted">This organization is not among yours.</p>

        const projectCount = projects.data?.pagination.count
        const handleDelete = async () => {
          setDeleteError(null)
          try {
            await remove.mutateAsync({ slug })
            setIsDeleting(false)
            toast.success(`Organization ${organization.name} deleted`)
            router.push('/organizations')
          } catch (failure) {
            setDeleteError(`Failed to delete the organization: ${failure instanceof Error ? failure.message : String(failure)}`)
          }
        }

        return (
          <div className="flex max-w-3xl flex-col gap-6">
            <Section title="Organization details">
              <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
                <dt className="text-muted">Slug</dt>
                <dd className="font-mono">{organization.slug}</dd>
              </dl>
              <ProjectNameForm
                key={organization.name}
                label="Organization name"
                successMessage={(name) => `Organization renamed to ${name}`}
                failurePrefix="Failed to rename the organization"
                name={organization.name}
                isPending={update.isPending}
                disabled={!permissions.canUpdateOrganization}
                onRename={(name) => update.mutateAsync({ slug, changes: { name } })}
              />
            </Section>
            {permissions.canUpdateOrganization && (
              <Section title="Delete organization" tone="danger" description="Deleting an organization cannot be undone.">
                <QueryState query={projects} what="Projects" loadingLabel="Checking the organization’s projects…">
                  {() =>
                    projectCount ? (
                      <p className="text-sm">
                        {`This organization still has ${projectCount} project${projectCount === 1 ? '' : 's'}. Delete them or transfer them to another organization first.`}
                      </p>
                    ) : (
                      <div>
                        <Button variant="danger" onClick={() => setIsDeleting(true)}>
                          Delete organization
                        </Button>
                      </div>
                    )
                  }
                </QueryState>
              </Section>
            )}
            {isDeleting && (
              <TypedNameConfirmationDialog
                name={organization.name}
                description="The organization, its members’ access and its billing details are deleted. This cannot be undone."
                confirmLabel="Delete organization"
                isPending={remove.isPending}
                error={deleteError}
                onConfirm={handleDelete}
                onCancel={() => {
                  setIsDeleting(false)
                  setDeleteError(null)
                }}
              />
            )}
          </div>
        )
      }}
    </QueryState>
  )
}
