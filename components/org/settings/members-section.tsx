'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { lazyComponent } from '@/components/ui/lazy-component'
import { useOrganizationMemberDeleteMutation } from '@/data/organizations/organization-member-delete-mutation'
import { useOrganizationMemberRoleUpdateMutation } from '@/data/organizations/organization-member-role-update-mutation'
import type { Member, OrganizationRole } from '@/lib/api/types'
import { roleChangeRisk, type RoleChangeRisk } from '@/lib/organizations/role-change-risk'
import type { ManagementPermissions } from '@/lib/permissions/management-permissions'
import { toast } from '@/lib/ui/toast'

import { MembersTable } from './members-table'

const ConfirmationDialog = lazyComponent(() => import('@/components/ui/confirmation-dialog').then((module) => module.ConfirmationDialog))

/** The member list with role changes, removal and leaving, each confirmed where it cannot be undone. */
export function MembersSection({
  slug,
  organizationName,
  members,
  roles,
  orgRoles,
  currentUserId,
  permissions,
}: {
  slug: string
  organizationName: string
  members: Member[]
  roles: OrganizationRole[]
  orgRoles: OrganizationRole[]
  currentUserId: string | undefined
  permissions: ManagementPermissions
}) {
  const router = useRouter()
  const [removing, setRemoving] = useState<{ member: Member; isSelf: boolean } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [riskyChange, setRiskyChange] = useState<{
    member: Member
    oldRoleId: number | undefined
    newRoleId: number
    risk: RoleChangeRisk
  } | null>(null)
  const changeRole = useOrganizationMemberRoleUpdateMutation({
    onError: (failure) => setError(`Failed to change the role: ${failure.message}`),
  })
  const remove = useOrganizationMemberDeleteMutation({
    onError: (failure) => setError(`Failed to remove the member: ${failure.message}`),
  })
  const roleName = (id: number) => orgRoles.find((role) => role.id === id)?.name ?? String(id)

  const applyRoleChange = (member: Member, oldRoleId: number | undefined, newRoleId: number) => {
    setError(null)
    changeRole.mutate(
      { slug, gotrueId: member.gotrue_id, oldRoleId, newRoleId },
      { onSuccess: () => toast.success(`${member.username} is now ${roleName(newRoleId)}`) }
    )
  }

  const handleRemove = () => {
    if (!removing) return
    const { member, isSelf } = removing
    setError(null)
    remove.mutate(
      { slug, gotrueId: member.gotrue_id, isLeaving: isSelf },
      {
        onSuccess: () => {
          toast.success(isSelf ? `You left ${organizationName}` : `${member.username} removed from ${organizationName}`)
          if (isSelf) router.push('/organizations')
        },
        onSettled: () => setRemoving(null),
      }
    )
  }

  return (
    <>
      <MembersTable
        members={members}
        roles={roles}
        orgRoles={orgRoles}
        currentUserId={currentUserId}
        canChangeRoles={permissions.canChangeRoles}
        canRemove={permissions.canRemoveMembers}
        pendingMemberId={changeRole.isPending ? changeRole.variables?.gotrueId : remove.isPending ? remove.variables?.gotrueId : null}
        onChangeRole={(member, oldRoleId, newRoleId) => {
          const risk = roleChangeRisk({ member, newRoleId, members, orgRoles, isSelf: member.gotrue_id === currentUserId })
          if (risk) setRiskyChange({ member, oldRoleId, newRoleId, risk })
          else applyRoleChange(member, oldRoleId, newRoleId)
        }}
        onRemove={(member, isSelf) => setRemoving({ member, isSelf })}
      />
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {riskyChange && (
        <ConfirmationDialog
          visible
          title={riskyChange.risk.title}
          description={riskyChange.risk.description}
          confirmLabel={riskyChange.risk.confirmLabel}
          variant="warning"
          onConfirm={() => {
            applyRoleChange(riskyChange.member, riskyChange.oldRoleId, riskyChange.newRoleId)
            setRiskyChange(null)
          }}
          onCancel={() => setRiskyChange(null)}
        />
      )}
      {removing && (
        <ConfirmationDialog
          visible
          title={removing.isSelf ? `Leave ${organizationName}?` : `Remove ${removing.member.username}?`}
          description={
            removing.isSelf
              ? 'You lose access to this organization and its projects until someone invites you again.'
              : `${removing.member.username} loses access to ${organizationName} and its projects.`
          }
          confirmLabel={removing.isSelf ? 'Leave organization' : 'Remove member'}
          variant="danger"
          loading={remove.isPending}
          onConfirm={handleRemove}
          onCancel={() => setRemoving(null)}
        />
      )}
    </>
  )
}
