import type { Member, OrganizationRole } from '@/lib/api/types'
import { OWNER_ROLE_NAME } from '@/lib/permissions/management-permissions'

/** The member's organization-wide role (the first of its role ids that is an organization role). */
export function orgRoleOf(member: Pick<Member, 'role_ids'>, orgRoles: readonly OrganizationRole[]): OrganizationRole | undefined {
  for (const id of member.role_ids) {
    const role = orgRoles.find((candidate) => candidate.id === id)
    if (role) return role
  }
  return undefined
}

export function ownerRoleIdOf(orgRoles: readonly OrganizationRole[]): number | undefined {
  return orgRoles.find((role) => role.name === OWNER_ROLE_NAME)?.id
}

/** How many members hold the Owner role. */
export function countOwners(members: readonly Pick<Member, 'role_ids'>[], orgRoles: readonly OrganizationRole[]): number {
  const ownerId = ownerRoleIdOf(orgRoles)
  if (ownerId === undefined) return 0
  return members.filter((member) => member.role_ids.includes(ownerId)).length
}

/** Members whose name or email contains the query (case-insensitive); an empty query keeps everyone. */
export function filterMembers<T extends Pick<Member, 'username' | 'primary_email'>>(members: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return [...members]
  return members.filter(
    (member) => member.username.toLowerCase().includes(needle) || (member.primary_email ?? '').toLowerCase().includes(needle)
  )
}

/** The role names of a member, in the order of the member's role ids; unknown ids are skipped. */
export function memberRoleNames(member: Pick<Member, 'role_ids'>, roles: readonly OrganizationRole[]): string[] {
  return member.role_ids.flatMap((id) => roles.find((role) => role.id === id)?.name ?? [])
}
