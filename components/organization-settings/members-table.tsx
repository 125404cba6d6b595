'use client'

import { Badge } from '@/components/ui/badge'
import type { Member, OrganizationRole } from '@/lib/api/types'

/** The role names of a member, in the order of the member's role ids; unknown ids are skipped. */
export function memberRoleNames(member: Pick<Member, 'role_ids'>, roles: OrganizationRole[]): string[] {
  return member.role_ids.flatMap((id) => roles.find((role) => role.id === id)?.name ?? [])
}

export function MembersTable({ members, roles }: { members: Member[]; roles: OrganizationRole[] }) {
  return (
    <table aria-label="Members" className="w-full text-sm">
      <thead>
        <tr className="border-b border-border text-left text-xs text-muted">
          <th scope="col" className="py-1.5 font-medium">Name</th>
          <th scope="col" className="py-1.5 font-medium">Email</th>
          <th scope="col" className="py-1.5 font-medium">Role</th>
          <th scope="col" className="py-1.5 font-medium">MFA</th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => {
          const roleNames = memberRoleNames(member, roles)
          return (
            <tr key={member.gotrue_id} className="border-b border-border/60">
              <td className="py-2">{member.username}</td>
              <td className="py-2">{member.primary_email ?? '—'}</td>
              <td className="py-2">{roleNames.length > 0 ? roleNames.join(', ') : 'No role'}</td>
              <td className="py-2">
                <Badge variant={member.mfa_enabled ? 'default' : 'outline'}>{member.mfa_enabled ? 'Enabled' : 'Not enabled'}</Badge>
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
