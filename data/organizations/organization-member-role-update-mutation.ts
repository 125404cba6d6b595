import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'

import { organizationKeys } from './keys'

/**
 * Gives a member another role: the new role is assigned first, then the old one unassigned, so a
 * failure half-way leaves the member with both roles rather than with none.
 */
export interface OrganizationMemberRoleUpdateVariables {
  slug: string
  gotrueId: string
  oldRoleId: number | undefined
  newRoleId: number
}
export type OrganizationMemberRoleUpdateError = ResponseError

export async function updateOrganizationMemberRole({
  slug,
  gotrueId,
  oldRoleId,
  newRoleId,
}: OrganizationMemberRoleUpdateVariables): Promise<void> {
  if (!slug) throw new Error('Organization slug is required')
  const assigned = await platform.PUT('/platform/organizations/{slug}/members/{gotrue_id}/roles/{role_id}', {
    params: { path: { slug, gotrue_id: gotrueId, role_id: newRoleId } },
  })
  if (assigned.error) handleError(assigned.error)
  if (oldRoleId === undefined || oldRoleId === newRoleId) return
  const unassigned = await platform.DELETE('/platform/organizations/{slug}/members/{gotrue_id}/roles/{role_id}', {
    params: { path: { slug, gotrue_id: gotrueId, role_id: oldRoleId } },
  })
  if (unassigned.error) handleError(unassigned.error)
}

export function useOrganizationMemberRoleUpdateMutation(options: UseCustomMutationOptions<void, OrganizationMemberRoleUpdateError, OrganizationMemberRoleUpdateVariables> = {}) {
  return useMutation<void, OrganizationMemberRoleUpdateError, OrganizationMemberRoleUpdateVariables>({
    mutationFn: updateOrganizationMemberRole,
    // On failure too: the first step may have succeeded, so show the members as they now are.
    meta: { invalidates: (variables: OrganizationMemberRoleUpdateVariables) => [organizationKeys.members(variables.slug)], invalidatesOnError: true },
    ...options,
  })
}
