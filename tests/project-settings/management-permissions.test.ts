import { describe, expect, it } from 'vitest'

import { countOwners, filterMembers, orgRoleOf } from '@/lib/organizations/member-roles'
import { isLastOwner, managementPermissions } from '@/lib/permissions/management-permissions'

const grant = (organization_slug: string, actions: string[], extra: { restrictive?: boolean; resources?: string[] } = {}) => ({
  organization_slug,
  actions,
  resources: extra.resources ?? ['%'],
  restrictive: extra.restrictive ?? false,
})

describe('management permission gating', () => {
  it('gives an owner (every action) every control', () => {
    expect(Object.values(managementPermissions([grant('acme', ['%'])], 'acme')).every(Boolean)).toBe(true)
  })

  it('gives a read-only member no control at all', () => {
    expect(Object.values(managementPermissions([grant('acme', ['read:Read'])], 'acme')).some(Boolean)).toBe(false)
  })

  it('checks the organization the control belongs to', () => {
    expect(managementPermissions([grant('other', ['%'])], 'acme').canInviteMembers).toBe(false)
  })

  it('lets a developer invite and change roles but not remove members', () => {
    const permissions = managementPermissions([grant('acme', ['read:Read', 'write:Create', 'write:Update'])], 'acme')
    expect(permissions).toMatchObject({ canInviteMembers: true, canChangeRoles: true, canRemoveMembers: false, canDeleteProject: false })
  })

  it('lets a restrictive entry take a control away', () => {
    const permissions = managementPermissions(
      [grant('acme', ['%']), grant('acme', ['write:Delete'], { restrictive: true, resources: ['projects'] })],
      'acme'
    )
    expect(permissions.canDeleteProject).toBe(false)
    expect(permissions.canRemoveMembers).toBe(true)
  })

  it('hides everything until permissions have loaded', () => {
    expect(Object.values(managementPermissions(undefined, 'acme')).some(Boolean)).toBe(false)
  })
})

describe('the last owner', () => {
  const roles = [
    { id: 1, name: 'Owner' },
    { id: 2, name: 'Administrator' },
  ]
  const members = [
    { gotrue_id: 'a', username: 'ann', primary_email: 'ann@x.test', role_ids: [1] },
    { gotrue_id: 'b', username: 'bob', primary_email: 'bob@x.test', role_ids: [2] },
  ]

  it('is the only member with the Owner role', () => {
    expect(countOwners(members, roles)).toBe(1)
    expect(isLastOwner({ memberRoleIds: [1], ownerRoleId: 1, ownerCount: 1 })).toBe(true)
    expect(isLastOwner({ memberRoleIds: [1], ownerRoleId: 1, ownerCount: 2 })).toBe(false)
    expect(isLastOwner({ memberRoleIds: [2], ownerRoleId: 1, ownerCount: 1 })).toBe(false)
  })

  it('reads a member’s organization role and filters by name or email', () => {
    expect(orgRoleOf(members[1], roles)?.name).toBe('Administrator')
    expect(filterMembers(members, 'BOB@').map((member) => member.username)).toEqual(['bob'])
    expect(filterMembers(members, '  ')).toHaveLength(2)
  })
})
