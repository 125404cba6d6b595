'use client'

import { useState } from 'react'

import { ObjectRowActions, useDropReview } from '@/components/project/database/objects/object-list-actions'
import { DataTable } from '@/components/ui/data-table'
import { PageShell } from '@/components/ui/page-shell'
import { QueryState } from '@/components/ui/query-state'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { lazyComponent } from '@/components/ui/lazy-component'
import { useDatabaseRolesQuery } from '@/data/roles/database-roles-query'
import type { PgRole } from '@/lib/api/types'
import { buildDropRoleSql, EMPTY_ROLE, roleToDraft, type RoleDraft } from '@/lib/roles/role-sql'
import { roleKeys } from '@/data/roles/keys'

// The editor loads when first opened, keeping the page's first load light.
const RoleEditorDialog = lazyComponent(() => import('./role-editor-dialog').then((module) => module.RoleEditorDialog))

function attributes(role: PgRole): string[] {
  return [
    role.can_login && 'Login',
    role.is_superuser && 'Superuser',
    role.can_create_db && 'Create DB',
    role.can_create_role && 'Create role',
    role.is_replication_role && 'Replication',
    role.can_bypass_rls && 'Bypass RLS',
  ].filter((label): label is string => Boolean(label))
}

/** /project/{ref}/database/roles: the database's roles, their attributes, memberships and connections. */
export function RolesPage({ projectRef }: { projectRef: string }) {
  const [isBuiltInShown, setIsBuiltInShown] = useState(false)
  const [editor, setEditor] = useState<{ draft: RoleDraft; original?: RoleDraft } | null>(null)
  const roles = useDatabaseRolesQuery({ projectRef })
  const drop = useDropReview<PgRole>({
    projectRef,
    kind: 'role',
    statementsOf: (role) => buildDropRoleSql(role.name),
    invalidates: [roleKeys.list(projectRef)],
    description: 'Postgres refuses while the role owns objects or holds privileges.',
  })
  const all = Array.isArray(roles.data) ? roles.data : []
  const shown = all.filter((role) => isBuiltInShown || !role.name.startsWith('pg_'))
  const groups = all.map((role) => role.name).filter((name) => !name.startsWith('pg_') || isBuiltInShown)

  const renderBody = () => {
    return (
      <QueryState query={roles} what="roles" loadingLabel="Loading roles…">
        {() => (
          <DataTable<PgRole>
            label="Roles"
            rows={shown}
            getRowKey={(role) => String(role.id)}
            columns={[
              { header: 'Name', render: (role) => <span className="font-mono text-xs">{role.name}</span> },
              {
                header: 'Attributes',
                render: (role) => (
                  <div className="flex flex-wrap gap-1">
                    {attributes(role).map((label) => (
                      <Badge key={label} variant="outline">
                        {label}
                      </Badge>
                    ))}
                  </div>
                ),
              },
              { header: 'Member of', render: (role) => (role.member_of ?? []).join(', ') || '—' },
              {
                header: 'Connections',
                render: (role) => `${role.active_connections} of ${role.connection_limit === -1 ? 'unlimited' : role.connection_limit}`,
              },
              { header: 'Valid until', render: (role) => role.valid_until ?? '—' },
              {
                header: 'Actions',
                render: (role) =>
                  role.name.startsWith('pg_') ? null : (
                    <ObjectRowActions
                      kind="role"
                      name={role.name}
                      onEdit={() => setEditor({ draft: roleToDraft(role), original: roleToDraft(role) })}
                      onDelete={() => drop.ask(role)}
                    />
                  ),
              },
            ]}
          />
        )}
      </QueryState>
    )
  }

  return (
    <PageShell
      title="Database Roles"
      description="Roles own objects and hold privileges; login roles connect to the database."
      actions={
        <Button variant="primary" onClick={() => setEditor({ draft: EMPTY_ROLE })}>
          Create role
        </Button>
      }
    >
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={isBuiltInShown} onChange={(event) => setIsBuiltInShown(event.target.checked)} />
        Show Postgres&apos;s built-in pg_* roles
      </label>
      {renderBody()}
      {editor && (
        <RoleEditorDialog
          projectRef={projectRef}
          original={editor.original}
          initialDraft={editor.draft}
          groups={groups.filter((name) => name !== editor.original?.name)}
          onClose={() => setEditor(null)}
        />
      )}
      {drop.dialog}
    </PageShell>
  )
}
