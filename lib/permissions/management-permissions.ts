import { hasPermission, type PermissionEntry } from './has-permission'

/**
 * Which management controls a user sees (SPEC §6). The platform grants actions on resources; these
 * are the pairs its own dashboard checks for each control. Self-hosted, everything is allowed.
 */
export interface ManagementPermissions {
  canUpdateProject: boolean
  canDeleteProject: boolean
  canInviteMembers: boolean
  canRemoveMembers: boolean
  canChangeRoles: boolean
  canUpdateOrganization: boolean
  canManageBilling: boolean
}

export const ALL_MANAGEMENT_PERMISSIONS: ManagementPermissions = {
  canUpdateProject: true,
  canDeleteProject: true,
  canInviteMembers: true,
  canRemoveMembers: true,
  canChangeRoles: true,
  canUpdateOrganization: true,
  canManageBilling: true,
}

export function managementPermissions(permissions: PermissionEntry[] | undefined, organizationSlug: string): ManagementPermissions {
  const can = (action: string, resource: string) => hasPermission(permissions, { organizationSlug, action, resource })
  return {
    canUpdateProject: can('write:Update', 'projects'),
    canDeleteProject: can('write:Delete', 'projects'),
    canInviteMembers: can('write:Create', 'user_invites'),
    canRemoveMembers: can('write:Delete', 'auth.subject_roles'),
    canChangeRoles: can('write:Update', 'auth.subject_roles'),
    canUpdateOrganization: can('write:Update', 'organizations'),
    canManageBilling: can('billing:Write', 'stripe.subscriptions') || can('billing:all', 'stripe.subscriptions'),
  }
}

/** The name of the organization's Owner role (the last owner can be neither removed nor demoted). */
export const OWNER_ROLE_NAME = 'Owner'

/** Whether removing `roleId` from a member (or removing the member) would leave the organization without an owner. */
export function isLastOwner({
  memberRoleIds,
  ownerRoleId,
  ownerCount,
}: {
  memberRoleIds: readonly number[]
  ownerRoleId: number | undefined
  ownerCount: number
}): boolean {
  return ownerRoleId !== undefined && memberRoleIds.includes(ownerRoleId) && ownerCount <= 1
}
