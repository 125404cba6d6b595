import type { Member, OrganizationRole } from '@/lib/api/types'
import { OWNER_ROLE_NAME } from '@/lib/permissions/management-permissions'

import { orgRoleOf } from './member-roles'

const ADMIN_ROLE_NAME = 'Administrator'
/** The organization roles from most to least powerful; a custom role ranks below them. */
const ROLE_RANK = [OWNER_ROLE_NAME, ADMIN_ROLE_NAME, 'Developer', 'Read-only']
const rankOf = (name: string | undefined) => {
  const index = name === undefined ? -1 : ROLE_RANK.indexOf(name)
  return index === -1 ? ROLE_RANK.length : index
}

export interface RoleChangeRisk {
  title: string
  description: string
  confirmLabel: string
}

/**
 * What a role change puts at risk, said before it happens; null for a change that needs no
 * confirmation. Owner grants and removals, demoting yourself and demoting the organization's last
 * Administrator each ask first.
 */
export function roleChangeRisk({
  member,
  newRoleId,
  members,
  orgRoles,
  isSelf,
}: {
  member: Member
  newRoleId: number
  members: readonly Member[]
  orgRoles: readonly OrganizationRole[]
  isSelf: boolean
}): RoleChangeRisk | null {
  const oldRole = orgRoleOf(member, orgRoles)
  const newRole = orgRoles.find((role) => role.id === newRoleId)
  if (!newRole || oldRole?.id === newRole.id) return null
  const name = member.username
  if (newRole.name === OWNER_ROLE_NAME) {
    return {
      title: `Make ${name} an Owner?`,
      description: `Owners can do everything in the organization: change billing, remove any member including other owners, and delete the organization and all its projects. ${isSelf ? 'You' : name} keep${isSelf ? '' : 's'} this power until another owner takes it away.`,
      confirmLabel: 'Make Owner',
    }
  }
  if (oldRole?.name === OWNER_ROLE_NAME) {
    return {
      title: isSelf ? 'Give up your Owner role?' : `Remove ${name}'s Owner role?`,
      description: `${isSelf ? 'You' : name} will be ${newRole.name} and can no longer manage billing, owners or the organization's deletion. Only an owner can make ${isSelf ? 'you' : 'them'} Owner again.`,
      confirmLabel: 'Remove Owner role',
    }
  }
  if (isSelf && rankOf(newRole.name) > rankOf(oldRole?.name)) {
    return {
      title: `Change your own role to ${newRole.name}?`,
      description: `You lose the permissions of ${oldRole?.name ?? 'your current role'} at once, and cannot undo this yourself: someone with more rights has to give them back.`,
      confirmLabel: `Become ${newRole.name}`,
    }
  }
  if (oldRole?.name === ADMIN_ROLE_NAME) {
    const admins = members.filter((candidate) => orgRoleOf(candidate, orgRoles)?.name === ADMIN_ROLE_NAME).length
    if (admins <= 1) {
      return {
        title: `Demote the last Administrator?`,
        description: `${name} is the organization's only Administrator. As ${newRole.name} they can no longer invite or remove members or change roles; only owners can then.`,
        confirmLabel: `Make ${newRole.name}`,
      }
    }
  }
  return null
}
