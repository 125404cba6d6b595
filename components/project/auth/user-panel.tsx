'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { ConfirmationDialog } from '@/components/ui/confirmation-dialog'
import { Dialog, DialogBody, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { QueryState } from '@/components/ui/query-state'
import { useUserDetailQuery, type UserDetail } from '@/data/auth-users/user-detail-query'
import { isBanned, userLabel } from '@/lib/auth-users/user-rules'
import { formatDisplayDate } from '@/lib/format/date'

import { BanUserDialog } from './ban-user-dialog'
import { useUserActions } from './use-user-actions'

const date = (value: string | null) => (value ? formatDisplayDate(value) : '—')

type Pending = 'ban' | 'unban' | 'delete' | 'factors' | null

/** One user: identities, metadata, factors, dates, and the auth server's actions on them. */
export function UserPanel({ projectRef, userId, canAct, onClose }: { projectRef: string; userId: string; canAct: boolean; onClose: () => void }) {
  const detail = useUserDetailQuery({ projectRef, id: userId })
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent size="large" placement="right" closeLabel="Close user">
        <DialogHeader>
          <DialogTitle>{detail.data ? userLabel(detail.data) : 'User'}</DialogTitle>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-5 overflow-y-auto">
          <QueryState query={detail} what="the user">
            {(user) => (user ? <UserDetails projectRef={projectRef} user={user} canAct={canAct} onDeleted={onClose} /> : <p className="text-sm">This user no longer exists.</p>)}
          </QueryState>
        </DialogBody>
      </DialogContent>
    </Dialog>
  )
}

function UserDetails({ projectRef, user, canAct, onDeleted }: { projectRef: string; user: UserDetail; canAct: boolean; onDeleted: () => void }) {
  const [pending, setPending] = useState<Pending>(null)
  const label = userLabel(user)
  const actions = useUserActions({ projectRef, user, label, onDone: () => setPending(null), onDeleted })
  const banned = isBanned(user.banned_until)
  const facts: [string, string][] = [
    ['User id', user.id],
    ['E-mail', user.email ?? '—'],
    ['Phone', user.phone ?? '—'],
    ['Created', date(user.created_at)],
    ['Updated', date(user.updated_at)],
    ['Last sign-in', date(user.last_sign_in_at)],
    ['Confirmed', date(user.confirmed_at)],
    ['Invited', date(user.invited_at)],
    ['Banned until', banned ? date(user.banned_until) : 'Not banned'],
  ]
  return (
    <>
      <dl aria-label="User details" className="grid grid-cols-[10rem_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-label="Identities" className="flex flex-col gap-1 text-sm">
        <h3 className="font-medium">Identities</h3>
        {user.identities.length === 0 ? (
          <p className="text-muted">No identities.</p>
        ) : (
          <ul className="list-disc pl-5">
            {user.identities.map((identity) => (
              <li key={identity.id}>
                {identity.provider}
                {identity.email ? ` (${identity.email})` : ''}, since {date(identity.created_at)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label="MFA factors" className="flex flex-col gap-1 text-sm">
        <h3 className="font-medium">MFA factors</h3>
        {user.factors.length === 0 ? (
          <p className="text-muted">No MFA factors.</p>
        ) : (
          <ul className="list-disc pl-5">
            {user.factors.map((factor) => (
              <li key={factor.id}>
                {factor.friendly_name || factor.factor_type} ({factor.factor_type}, {factor.status})
              </li>
            ))}
          </ul>
        )}
      </section>
      <Metadata title="User metadata" value={user.raw_user_meta_data} />
      <Metadata title="App metadata" value={user.raw_app_meta_data} />
      {canAct && (
        <section aria-label="Actions" className="flex flex-wrap gap-2">
          {user.email && <Button onClick={actions.sendRecovery} disabled={actions.isBusy}>Send password recovery</Button>}
          {user.email && <Button onClick={actions.sendMagicLink} disabled={actions.isBusy}>Send magic link</Button>}
          {(user.email || user.phone) && <Button onClick={actions.sendOtp} disabled={actions.isBusy}>Send OTP</Button>}
          {banned ? <Button onClick={() => setPending('unban')}>Unban user</Button> : <Button variant="warning" onClick={() => setPending('ban')}>Ban user</Button>}
          {user.factors.length > 0 && <Button variant="danger" onClick={() => setPending('factors')}>Remove MFA factors</Button>}
          <Button variant="danger" onClick={() => setPending('delete')}>Delete user</Button>
        </section>
      )}
      {pending === 'ban' && (
        <BanUserDialog label={label} isPending={actions.ban.isPending} error={actions.ban.error?.message ?? null} onConfirm={actions.banFor} onCancel={() => setPending(null)} />
      )}
      {pending === 'unban' && (
        <ConfirmationDialog visible title={`Unban ${label}`} confirmLabel="Unban user" loading={actions.ban.isPending} onConfirm={actions.unban} onCancel={() => setPending(null)}>
          <p className="text-sm">The user can sign in again straight away.</p>
        </ConfirmationDialog>
      )}
      {pending === 'factors' && (
        <ConfirmationDialog visible variant="danger" title={`Remove the MFA factors of ${label}`} confirmLabel="Remove factors" loading={actions.removeFactors.isPending} onConfirm={actions.confirmRemoveFactors} onCancel={() => setPending(null)}>
          <p className="text-sm">Every authenticator of this user is removed; they sign in with their password alone until they enrol a new one.</p>
        </ConfirmationDialog>
      )}
      {pending === 'delete' && (
        <ConfirmationDialog visible variant="danger" title={`Delete ${label}`} confirmLabel="Delete user" loading={actions.remove.isPending} onConfirm={actions.confirmDelete} onCancel={() => setPending(null)}>
          <p className="text-sm">The user, their identities, sessions and factors are deleted. This cannot be undone.</p>
        </ConfirmationDialog>
      )}
    </>
  )
}

function Metadata({ title, value }: { title: string; value: unknown }) {
  return (
    <section aria-label={title} className="flex flex-col gap-1 text-sm">
      <h3 className="font-medium">{title}</h3>
      <pre className="max-h-48 overflow-auto rounded-md border border-border bg-background p-2 text-xs">{JSON.stringify(value ?? {}, null, 2)}</pre>
    </section>
  )
}
