'use client'

import { useConfig } from '@/components/providers/config-provider'
import { useOrganizationMembersQuery } from '@/data/organizations/organization-members-query'
import { useOrganizationRolesQuery } from '@/data/organizations/organization-roles-query'
import { useOrganization } from '@/data/organizations/organization-query'

import { MembersTable } from './members-table'
import { MfaRequirement } from './mfa-requirement'
import { OrganizationSettingsLayout } from './organization-settings-layout'
import { PlatformOnlyNotice } from './platform-only-notice'
import { QueryError, QueryLoading } from '@/components/ui/query-state'
import { RolesList } from './roles-list'

function TeamSections({ slug }: { slug: string }) {
  const { data: organization } = useOrganization(slug)
  const members = useOrganizationMembersQuery({ slug })
  const roles = useOrganizationRolesQuery({ slug })
  const allRoles = roles.data ? [...roles.data.org_scoped_roles, ...roles.data.project_scoped_roles] : []

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="members-heading" className="flex flex-col gap-3">
        <h2 id="members-heading" className="text-lg font-medium">
          Members
        </h2>
        {members.isPending ? (
          <QueryLoading label="Loading members…" />
        ) : members.isError ? (
          <QueryError what="members" unavailableIn="organization" error={members.error} onRetry={() => members.refetch()} />
        ) : (
          <MembersTable members={members.data} roles={allRoles} />
        )}
      </section>
      <section aria-labelledby="roles-heading" className="flex flex-col gap-3">
        <h2 id="roles-heading" className="text-lg font-medium">
          Roles
        </h2>
        {roles.isPending ? (
          <QueryLoading label="Loading roles…" />
        ) : roles.isError ? (
          <QueryError what="roles" unavailableIn="organization" error={roles.error} onRetry={() => roles.refetch()} />
        ) : (
          <RolesList roles={roles.data} />
        )}
      </section>
      <section aria-labelledby="mfa-heading" className="flex flex-col gap-3">
        <h2 id="mfa-heading" className="text-lg font-medium">
          Multi-factor authentication
        </h2>
        <MfaRequirement slug={slug} canChange={Boolean(organization?.is_owner)} />
      </section>
    </div>
  )
}

/** /org/{slug}/team: members and their roles, the roles, and the MFA requirement. */
export function TeamPage({ slug }: { slug: string }) {
  const { isPlatform } = useConfig()
  return (
    <OrganizationSettingsLayout slug={slug} current="team" title="Team">
      {isPlatform ? <TeamSections slug={slug} /> : <PlatformOnlyNotice feature="Team management" />}
    </OrganizationSettingsLayout>
  )
}
