import { describe, expect, it } from 'vitest'

import type { Member, OrganizationRole } from '@/lib/api/types'
import { roleChangeRisk } from '@/lib/organizations/role-change-risk'

const roles: OrganizationRole[] = ['Owner', 'Administrator', 'Developer', 'Read-only'].map((name, index) => ({
  id: index + 1,
  name,
  description: null,
  base_role_id: null,
  project_ids: null,
}))
const member = (username: string, roleId: number): Member =>
  ({ gotrue_id: username, username, primary_email: null, role_ids: [roleId], mfa_enabled: false, is_sso_user: false }) as Member

const owner = member('olga', 1)
const admin = member('adam', 2)
const dev = member('dora', 3)
const members = [owner, admin, dev]
const risk = (target: Member, newRoleId: number, isSelf = false, all: Member[] = members) =>
  roleChangeRisk({ member: target, newRoleId, members: all, orgRoles: roles, isSelf })?.title ?? null

describe('role change risk', () => {
  it('asks before granting or removing Owner', () => {
    expect(risk(dev, 1)).toBe('Make dora an Owner?')
    expect(risk(owner, 2)).toBe("Remove olga's Owner role?")
    expect(risk(owner, 2, true)).toBe('Give up your Owner role?')
  })

  it('asks before demoting yourself or the last Administrator, not before an ordinary change', () => {
    expect(risk(admin, 3, true)).toBe('Change your own role to Developer?')
    expect(risk(admin, 4)).toBe('Demote the last Administrator?')
    expect(risk(admin, 4, false, [...members, member('alex', 2)])).toBeNull()
    expect(risk(dev, 4)).toBeNull()
    expect(risk(dev, 3)).toBeNull()
  })
})
