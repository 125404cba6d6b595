'use client'

import { useState, type CSSProperties } from 'react'

import { Input } from '@/components/ui/input'
import { lazyComponent } from '@/components/ui/lazy-component'
import type { Member, OrganizationRole } from '@/lib/api/types'
import { countOwners, filterMembers, orgRoleOf, ownerRoleIdOf } from '@/lib/organizations/member-roles'

import { MEMBER_ROW_CLASSES, MemberRow } from './member-row'

/** Above this many rows only the visible ones are rendered, so 500 members scroll as fast as 5. */
export const VIRTUALIZE_FROM = 100

const VirtualMemberRows = lazyComponent(
  () => import('./virtual-member-rows').then((module) => module.VirtualMemberRows<Member>),
  { fallback: <p role="status" className="py-2 text-sm text-muted">Loading members…</p> }
)

export interface MembersTableProps {
  members: Member[]
  roles: OrganizationRole[]
  orgRoles?: OrganizationRole[]
  currentUserId?: string
  canChangeRoles?: boolean
  canRemove?: boolean
  /** The member whose change is on its way. */
  pendingMemberId?: string | null
  onChangeRole?: (member: Member, oldRoleId: number | undefined, newRoleId: number) => void
  onRemove?: (member: Member, isSelf: boolean) => void
}

export function MembersTable({
  members,
  roles,
  orgRoles = roles,
  currentUserId,
  canChangeRoles = false,
  canRemove = false,
  pendingMemberId = null,
  onChangeRole = () => {},
  onRemove = () => {},
}: MembersTableProps) {
  const [query, setQuery] = useState('')
  const visible = filterMembers(members, query)
  const ownerId = ownerRoleIdOf(orgRoles)
  const owners = countOwners(members, orgRoles)
  const isVirtual = visible.length >= VIRTUALIZE_FROM

  const renderRow = (member: Member, style?: CSSProperties) => {
    const currentRole = orgRoleOf(member, orgRoles)
    return (
      <MemberRow
        key={member.gotrue_id}
        member={member}
        roles={roles}
        orgRoles={orgRoles}
        currentRoleId={currentRole?.id}
        isSelf={member.gotrue_id === currentUserId}
        isLastOwner={ownerId !== undefined && member.role_ids.includes(ownerId) && owners <= 1}
        canChangeRoles={canChangeRoles}
        canRemove={canRemove}
        isPending={pendingMemberId === member.gotrue_id}
        onChangeRole={(roleId) => onChangeRole(member, currentRole?.id, roleId)}
        onRemove={() => onRemove(member, member.gotrue_id === currentUserId)}
        style={style}
      />
    )
  }

  return (
    <div className="flex flex-col gap-3">
      <Input
        type="search"
        aria-label="Search members"
        placeholder="Search by name or email"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className="max-w-sm"
      />
      <div role="table" aria-label="Members" aria-rowcount={visible.length + 1} className="flex flex-col">
        <div role="rowgroup">
          <div role="row" className={`${MEMBER_ROW_CLASSES} text-xs text-muted`}>
            <span role="columnheader">Name</span>
            <span role="columnheader">Email</span>
            <span role="columnheader">Role</span>
            <span role="columnheader">MFA</span>
            <span role="columnheader">
              <span className="sr-only">Actions</span>
            </span>
          </div>
        </div>
        {isVirtual ? (
          <VirtualMemberRows items={visible} renderRow={renderRow} />
        ) : (
          <div role="rowgroup">{visible.map((member) => renderRow(member))}</div>
        )}
      </div>
      {visible.length === 0 && <p className="text-sm text-muted">No member matches “{query}”.</p>}
    </div>
  )
}
