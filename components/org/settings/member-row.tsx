'use client'

import type { CSSProperties } from 'react'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import type { Member, OrganizationRole } from '@/lib/api/types'
import { memberRoleNames } from '@/lib/organizations/member-roles'


export interface MemberRowProps {
  member: Member
  roles: OrganizationRole[]
  orgRoles: OrganizationRole[]
  currentRoleId: number | undefined
  isSelf: boolean
  /** The organization's only owner: cannot be removed, demoted or leave. */
  isLastOwner: boolean
  canChangeRoles: boolean
  canRemove: boolean
  isPending: boolean
  onChangeRole: (roleId: number) => void
  onRemove: () => void
  style?: CSSProperties
}

export const MEMBER_ROW_CLASSES = 'grid grid-cols-[1.2fr_1.6fr_1fr_0.8fr_1.6fr] items-center gap-3 border-b border-border/60 py-2 text-sm'

/** One member: name, email, role, MFA, and the controls the user may use on them. */
export function MemberRow({
  member,
  roles,
  orgRoles,
  currentRoleId,
  isSelf,
  isLastOwner,
  canChangeRoles,
  canRemove,
  isPending,
  onChangeRole,
  onRemove,
  style,
}: MemberRowProps) {
  const roleNames = memberRoleNames(member, roles)
  return (
    <div role="row" className={MEMBER_ROW_CLASSES} style={style}>
      <span role="cell" className="truncate">
        {member.username}
      </span>
      <span role="cell" className="truncate">
        {member.primary_email ?? '—'}
      </span>
      <span role="cell">{roleNames.length > 0 ? roleNames.join(', ') : 'No role'}</span>
      <span role="cell">
        <Badge variant={member.mfa_enabled ? 'default' : 'outline'}>{member.mfa_enabled ? 'Enabled' : 'Not enabled'}</Badge>
      </span>
      <span role="cell" className="flex flex-wrap items-center gap-2">
        {canChangeRoles && !isLastOwner && (
          <select
            aria-label={`Role of ${member.username}`}
            value={currentRoleId ?? ''}
            disabled={isPending}
            onChange={(event) => onChangeRole(Number(event.target.value))}
            className="h-7 rounded-md border border-border bg-background px-1 text-xs"
          >
            {currentRoleId === undefined && <option value="">No role</option>}
            {orgRoles.map((role) => (
              <option key={role.id} value={role.id}>
                {role.name}
              </option>
            ))}
          </select>
        )}
        {isLastOwner && (canChangeRoles || isSelf) && <span className="text-xs text-muted">Only owner</span>}
        {!isLastOwner && (isSelf || canRemove) && (
          <Button size="tiny" variant={isSelf ? 'default' : 'danger'} loading={isPending} onClick={onRemove}>
            {isSelf ? 'Leave' : 'Remove'}
          </Button>
        )}
      </span>
    </div>
  )
}
