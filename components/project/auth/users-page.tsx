'use client'

import { useState } from 'react'

import { Admonition } from '@/components/ui/admonition'
import { AppLink } from '@/components/ui/app-link'
import { Button } from '@/components/ui/button'
import { lazyComponent } from '@/components/ui/lazy-component'
import { PageShell } from '@/components/ui/page-shell'
import { QueryState } from '@/components/ui/query-state'
import { useUsersStatusQuery } from '@/data/auth-users/users-status-query'
import { useConfig } from '@/lib/config/use-config'

import { AuthAdminNotice } from './auth-admin-notice'
import { UsersList } from './users-list'

// Dialogs load when first opened, keeping the page's first load light.
const CreateUserDialog = lazyComponent(() => import('./create-user-dialog').then((module) => module.CreateUserDialog))
const InviteUserDialog = lazyComponent(() => import('./invite-user-dialog').then((module) => module.InviteUserDialog))

/** /project/{ref}/auth/users: the project's auth.users, read through SQL, with the auth server's actions. */
export function UsersPage({ projectRef }: { projectRef: string }) {
  const config = useConfig()
  const canAct = config.isPlatform || Boolean(config.isAuthAdminConfigured)
  const status = useUsersStatusQuery({ projectRef })
  const [dialog, setDialog] = useState<'create' | 'invite' | null>(null)
  const hasAuth = status.data?.hasAuthUsers === true

  return (
    <PageShell
      title="Users"
      description={
        <>
          Who can sign in to your app, read from the project&apos;s auth.users. What each user may read and write is set by
          the tables&apos; <AppLink href={`/project/${projectRef}/database/policies`} className="underline">row level security policies</AppLink>.
        </>
      }
      actions={
        hasAuth && canAct ? (
          <>
            <Button variant="primary" onClick={() => setDialog('create')}>
              Create user
            </Button>
            <Button onClick={() => setDialog('invite')}>Invite user</Button>
          </>
        ) : undefined
      }
    >
      <QueryState query={status} what="the auth schema">
        {(data) =>
          data.hasAuthUsers ? (
            <>
              {!canAct && <AuthAdminNotice />}
              {data.exposedTo.length > 0 && <RlsGapNotice projectRef={projectRef} roles={data.exposedTo} />}
              <UsersList projectRef={projectRef} status={data} canAct={canAct} />
            </>
          ) : (
            <p className="text-sm text-muted">
              This project has no auth server: its database has no auth.users table. Users appear here once an auth server
              (GoTrue) runs its migrations on this database.
            </p>
          )
        }
      </QueryState>
      {dialog === 'create' && <CreateUserDialog projectRef={projectRef} onClose={() => setDialog(null)} />}
      {dialog === 'invite' && <InviteUserDialog projectRef={projectRef} onClose={() => setDialog(null)} />}
    </PageShell>
  )
}

function RlsGapNotice({ projectRef, roles }: { projectRef: string; roles: string[] }) {
  return (
    <Admonition type="warning" title="auth.users can be read through the API">
        The {roles.join(' and ')} {roles.length === 1 ? 'role has' : 'roles have'} SELECT on auth.users and row level security is
        off on it, so anyone with the project&apos;s public key can read your users&apos; e-mail addresses and phone numbers. Revoke
        the grant, or enable row level security and add{' '}
        <AppLink href={`/project/${projectRef}/database/policies`} className="underline">
          policies
        </AppLink>
        .
    </Admonition>
  )
}
