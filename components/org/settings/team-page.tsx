'use client'

import { useManagementPermissions } from '@/components/project/settings/use-management-permissions'
import { useConfig } from '@/lib/config/use-config'
import { useOrganizationMembersQuery } from '@/data/organizations/organization-members-query'
import { useOrganizationRolesQuery } from '@/data/organizations/organization-roles-query'
import { useOrganization } from '@/data/organizations/organization-query'
import { useProfileQuery } from '@/data/profile/profile-query'

import { InvitationsList } from './invitations-list'
import { InviteMemberForm } from './invite-member-form'
import { MembersSection } from './members-section'
import { MfaRequirement } from './mfa-requirement'
import { OrganizationSettingsLayout } from './organization-settings-layout'
import { PlatformOnlyNotice } from './platform-only-notice'
import { QueryState } from '@/components/ui/query-state'
import { RolesList } from './roles-list'

function TeamSections({ slug }: { slug: string }) {
  const { data: organization } = useOrganization(slug)
  const members = useOrganizationMembersQuery({ slug })
  const roles = useOrganizationRolesQuery({ slug })
  const allRoles = roles.data ? [...roles.data.org_scoped_roles, ...roles.data.project_scoped_roles] : []
  const orgRoles = roles.data?.org_scoped_roles ?? []
  const permissions = useManagementPermissions(slug)
  // Members carry no link to the profile but their email: the user's own row is the one with theirs.
  const { data: profile } = useProfileQuery()
  const currentUserId = members.data?.find((member) => member.primary_email === profile?.primary_email)?.gotrue_id

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="members-heading" className="flex flex-col gap-3">
        <h2 id="members-heading" className="text-lg font-medium">
          Members
        </h2>
        <QueryState query={members} what="members" unavailableIn="organization">
          {(data) => (
            <MembersSection
              slug={slug}
              organizationName={organization?.name ?? slug}
              members={data}
              roles={allRoles}
              orgRoles={orgRoles}
              currentUserId={currentUserId}
              permissions={permissions}
            />
          )}
        </QueryState>
      </section>
      {permissions.canInviteMembers && roles.data && (
        <section aria-labelledby="invite-heading" className="flex flex-col gap-3">
          <h2 id="invite-heading" className="text-lg font-medium">
            Invite a member
          </h2>
          <InviteMemberForm slug={slug} orgRoles={orgRoles} />
        </section>
      )}
      <section aria-labelledby="invitations-heading" className="flex flex-col gap-3">
        <h2 id="invitations-heading" className="text-lg font-medium">
          Pending invitations
        </h2>
        <InvitationsList slug={slug} roles={allRoles} canRevoke={permissions.canRemoveMembers} />
      </section>
      <section aria-labelledby="roles-heading" className="flex flex-col gap-3">
        <h2 id="roles-heading" className="text-lg font-medium">
          Roles
        </h2>
        <QueryState query={roles} what="roles" unavailableIn="organization">
          {(data) => <RolesList roles={data} />}
        </QueryState>
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
