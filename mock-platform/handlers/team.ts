import type { HttpHandler } from 'msw'

import { hasPermission } from '@/lib/permissions/has-permission'

import { findOrganization, type PlatformState } from '../platform-state'
import { MOCK_USER_ID } from '../seed-ids'
import { organizationNotFound } from './organizations'
import { apiError, type Route } from './route'

const INVITATION_LIFETIME_DAYS = 7
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Whether the signed-in user may change the organization's members (the platform answers 403 otherwise). */
function canManageMembers(state: PlatformState, slug: string, action: 'write:Create' | 'write:Update' | 'write:Delete'): boolean {
  return hasPermission(state.permissions, { organizationSlug: slug, action, resource: 'auth.subject_roles' })
}

function ownerRoleId(state: PlatformState, slug: string): number | undefined {
  return state.roles[slug]?.org_scoped_roles.find((role) => role.name === 'Owner')?.id
}

function ownerCount(state: PlatformState, slug: string): number {
  const ownerId = ownerRoleId(state, slug)
  return (state.members[slug] ?? []).filter((member) => ownerId !== undefined && member.role_ids.includes(ownerId)).length
}

const forbidden = () => apiError(403, 'You do not have permission to manage members of this organization')

/**
 * Members, roles and invitations of the mock platform. Rules the platform enforces are enforced here
 * too: permissions, a valid email, one pending invitation per email, and an organization always
 * keeps at least one owner.
 */
export function teamHandlers(route: Route): HttpHandler[] {
  return [
    route('get', '/platform/organizations/{slug}/members/invitations', ({ params, state }) => {
      if (!findOrganization(state, params.slug)) return organizationNotFound(params.slug)
      const invitations = state.invitations
        .filter((invitation) => invitation.slug === params.slug)
        .map((invitation) => ({
          id: invitation.invite_id,
          invited_email: invitation.email,
          invited_at: new Date(Date.parse(invitation.expires_at) - INVITATION_LIFETIME_DAYS * 86_400_000).toISOString(),
          role_id: invitation.role_id,
        }))
      return { status: 200, body: { invitations } }
    }),

    route('post', '/platform/organizations/{slug}/members/invitations', async ({ params, state, readBody }) => {
      if (!findOrganization(state, params.slug)) return organizationNotFound(params.slug)
      if (!canManageMembers(state, params.slug, 'write:Create')) return forbidden()
      const { email, role_id } = await readBody()
      const normalized = (email ?? '').trim().toLowerCase()
      if (!EMAIL_PATTERN.test(normalized)) return apiError(400, 'A valid email address is required')
      if (!state.roles[params.slug]?.org_scoped_roles.some((role) => role.id === role_id)) return apiError(400, `Unknown role ${role_id}`)
      if ((state.members[params.slug] ?? []).some((member) => member.primary_email?.toLowerCase() === normalized)) {
        return apiError(409, `${normalized} is already a member of this organization`)
      }
      if (state.invitations.some((invitation) => invitation.slug === params.slug && invitation.email.toLowerCase() === normalized)) {
        return apiError(409, `${normalized} has already been invited`)
      }
      const id = Math.max(500, ...state.invitations.map((invitation) => invitation.invite_id)) + 1
      const invitedAt = new Date()
      state.invitations.push({
        token: `invite-token-${id}`,
        slug: params.slug,
        invite_id: id,
        email: normalized,
        role_id,
        expires_at: new Date(invitedAt.getTime() + INVITATION_LIFETIME_DAYS * 86_400_000).toISOString(),
      })
      return { status: 201, body: { id, invited_email: normalized, invited_at: invitedAt.toISOString(), role_id } }
    }),

    route('delete', '/platform/organizations/{slug}/members/invitations/{token}', ({ params, state }) => {
      if (!findOrganization(state, params.slug)) return organizationNotFound(params.slug)
      if (!canManageMembers(state, params.slug, 'write:Delete')) return forbidden()
      const id = Number(params.token)
      const index = state.invitations.findIndex((invitation) => invitation.slug === params.slug && invitation.invite_id === id)
      if (index < 0) return apiError(404, `Invitation ${params.token} not found`)
      state.invitations.splice(index, 1)
      return { status: 200, body: undefined }
    }),

    route('delete', '/platform/organizations/{slug}/members/{gotrue_id}', ({ params, state }) => {
      if (!findOrganization(state, params.slug)) return organizationNotFound(params.slug)
      const isLeaving = params.gotrue_id === MOCK_USER_ID
      if (!isLeaving && !canManageMembers(state, params.slug, 'write:Delete')) return forbidden()
      const members = state.members[params.slug] ?? []
      const member = members.find((candidate) => candidate.gotrue_id === params.gotrue_id)
      if (!member) return apiError(404, `Member ${params.gotrue_id} not found`)
      const ownerId = ownerRoleId(state, params.slug)
      if (ownerId !== undefined && member.role_ids.includes(ownerId) && ownerCount(state, params.slug) <= 1) {
        return apiError(400, 'The last owner of an organization cannot leave or be removed')
      }
      state.members[params.slug] = members.filter((candidate) => candidate !== member)
      // Leaving takes the organization out of the user's list, as on the platform.
      if (isLeaving) state.organizations = state.organizations.filter((organization) => organization.slug !== params.slug)
      return { status: 200, body: undefined }
    }),

    route('put', '/platform/organizations/{slug}/members/{gotrue_id}/roles/{role_id}', ({ params, state }) => {
      if (!findOrganization(state, params.slug)) return organizationNotFound(params.slug)
      if (!canManageMembers(state, params.slug, 'write:Update')) return forbidden()
      const member = (state.members[params.slug] ?? []).find((candidate) => candidate.gotrue_id === params.gotrue_id)
      if (!member) return apiError(404, `Member ${params.gotrue_id} not found`)
      const roleId = Number(params.role_id)
      if (!state.roles[params.slug]?.org_scoped_roles.some((role) => role.id === roleId)) return apiError(400, `Unknown role ${params.role_id}`)
      if (!member.role_ids.includes(roleId)) member.role_ids.push(roleId)
      return { status: 200, body: undefined }
    }),

    route('delete', '/platform/organizations/{slug}/members/{gotrue_id}/roles/{role_id}', ({ params, state }) => {
      if (!findOrganization(state, params.slug)) return organizationNotFound(params.slug)
      if (!canManageMembers(state, params.slug, 'write:Update')) return forbidden()
      const member = (state.members[params.slug] ?? []).find((candidate) => candidate.gotrue_id === params.gotrue_id)
      if (!member) return apiError(404, `Member ${params.gotrue_id} not found`)
      const roleId = Number(params.role_id)
      if (roleId === ownerRoleId(state, params.slug) && ownerCount(state, params.slug) <= 1) {
        return apiError(400, 'The last owner of an organization cannot be demoted')
      }
      if (member.role_ids.length <= 1) return apiError(400, 'A member must keep at least one role')
      member.role_ids = member.role_ids.filter((id) => id !== roleId)
      return { status: 200, body: undefined }
    }),
  ]
}
