'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { useOrganizationInvitationDeleteMutation } from '@/data/organizations/organization-invitation-delete-mutation'
import { useOrganizationInvitationsQuery } from '@/data/organizations/organization-invitations-query'
import type { OrganizationRole } from '@/lib/api/types'
import { formatDisplayDate } from '@/lib/format/date'
import { toast } from '@/lib/ui/toast'

import { QueryState } from '@/components/ui/query-state'

/** Pending invitations, each with Revoke for those allowed to. */
export function InvitationsList({ slug, roles, canRevoke }: { slug: string; roles: OrganizationRole[]; canRevoke: boolean }) {
  const invitations = useOrganizationInvitationsQuery({ slug })
  const [error, setError] = useState<string | null>(null)
  const revoke = useOrganizationInvitationDeleteMutation({
    onError: (failure) => setError(`Failed to revoke the invitation: ${failure.message}`),
  })

  return (
    <QueryState query={invitations} what="Invitations" loadingLabel="Loading invitations…">
      {(data) => {
        if (data.length === 0) return <p className="text-sm text-muted">No pending invitations.</p>

        return (
          <div className="flex flex-col gap-2">
            <ul aria-label="Pending invitations" className="flex flex-col divide-y divide-border/60 text-sm">
              {data.map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-center gap-3 py-2">
                  <span className="flex-1">{invitation.invited_email}</span>
                  <span className="text-muted">{roles.find((role) => role.id === invitation.role_id)?.name ?? 'Unknown role'}</span>
                  <span className="text-xs text-muted">Invited {formatDisplayDate(invitation.invited_at)}</span>
                  {canRevoke && (
                    <Button
                      size="tiny"
                      aria-label={`Revoke the invitation to ${invitation.invited_email}`}
                      loading={revoke.isPending && revoke.variables?.id === invitation.id}
                      onClick={() => {
                        setError(null)
                        revoke.mutate(
                          { slug, id: invitation.id },
                          { onSuccess: () => toast.success(`Invitation to ${invitation.invited_email} revoked`) }
                        )
                      }}
                    >
                      Revoke
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            {error && (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
        )
      }}
    </QueryState>
  )
}
