'use client'

import { useState } from 'react'

import { PolicyTable } from '@/components/project/database/policies/policy-table'
import { Button } from '@/components/ui/button'
import { lazyComponent } from '@/components/ui/lazy-component'
import { PageShell } from '@/components/ui/page-shell'
import { QueryFailure } from '@/components/ui/query-failure'
import { QueryState } from '@/components/ui/query-state'
import { policyKeys } from '@/data/policies/keys'
import { usePoliciesQuery } from '@/data/policies/policies-query'
import { useDatabaseRolesQuery } from '@/data/roles/database-roles-query'
import { useReviewedSql } from '@/data/sql/use-reviewed-sql'
import { tableKeys } from '@/data/tables/keys'
import { useTablesQuery } from '@/data/tables/tables-query'
import type { PgPolicy } from '@/lib/api/types'
import { buildDropPolicySql, type ExistingPolicy, type PolicyDraft } from '@/lib/policies/policy-sql'
import { policyRoleNames } from '@/lib/policies/rls-warning'
import { REALTIME_MESSAGES_TABLE, REALTIME_SCHEMA, realtimePolicyDraft, realtimePolicyTemplates } from '@/lib/realtime/realtime-policies'
import { toast } from '@/lib/ui/toast'
import { RealtimeTabs } from './realtime-tabs'

// The editor and the SQL review load when first opened.
const SqlReviewDialog = lazyComponent(() => import('@/components/project/database/objects/sql-review-dialog').then((module) => module.SqlReviewDialog))
const PolicyEditorDialog = lazyComponent(() => import('@/components/project/database/policies/policy-editor-dialog').then((module) => module.PolicyEditorDialog))

/** RLS policies on realtime.messages, which decide who may join private channels and send on them. */
export function RealtimePoliciesPage({ projectRef }: { projectRef: string }) {
  const [editor, setEditor] = useState<{ draft: PolicyDraft; original?: ExistingPolicy } | null>(null)
  const [dropping, setDropping] = useState<PgPolicy | null>(null)
  const tables = useTablesQuery({ projectRef, schema: REALTIME_SCHEMA })
  const hasMessages = tables.data?.some((table) => table.name === REALTIME_MESSAGES_TABLE)
  const policies = usePoliciesQuery({ projectRef, schema: REALTIME_SCHEMA }, { enabled: hasMessages === true })
  const roles = useDatabaseRolesQuery({ projectRef })
  const drop = useReviewedSql({
    projectRef,
    statements: dropping ? buildDropPolicySql(dropping) : [],
    invalidates: [policyKeys.all(projectRef), tableKeys.all(projectRef)],
    onSuccess: () => {
      if (dropping) toast.success(`Policy "${dropping.name}" deleted`)
      setDropping(null)
    },
  })
  const messagePolicies = (policies.data ?? []).filter((policy) => policy.table === REALTIME_MESSAGES_TABLE)

  const openEdit = (policy: PgPolicy) =>
    setEditor({
      original: { schema: policy.schema, table: policy.table, name: policy.name },
      draft: { ...realtimePolicyDraft(), name: policy.name, command: policy.command, action: policy.action, roles: policy.roles, using: policy.definition ?? '', check: policy.check ?? '' },
    })

  const renderPolicies = () => (
    <QueryState
      query={policies}
      what="realtime policies"
      loadingLabel="Loading realtime policies…"
      isEmpty={() => messagePolicies.length === 0}
      empty={<p className="text-sm text-muted">No policies on realtime.messages yet: with none, no one can join a private channel.</p>}
    >
      {() => (
        <PolicyTable
          label="Policies on realtime.messages"
          policies={messagePolicies}
          onEdit={openEdit}
          onDrop={(policy) => {
            drop.reset()
            setDropping(policy)
          }}
        />
      )}
    </QueryState>
  )

  const renderBody = () => (
    <QueryState query={tables} what="realtime tables" loadingLabel="Loading realtime policies…">
      {() =>
        hasMessages ? (
          renderPolicies()
        ) : (
          <p className="text-sm text-muted">
            This database has no realtime.messages table: the realtime server creates it (with its migrations) when it first connects to the database. Until then there are no realtime policies to edit.
          </p>
        )
      }
    </QueryState>
  )

  return (
    <PageShell
      title="Realtime policies"
      description="Row level security on realtime.messages decides who may join private channels: SELECT to receive broadcast and presence, INSERT to send them. realtime.topic() is the channel's name."
      actions={
        hasMessages ? (
          <Button variant="primary" onClick={() => setEditor({ draft: realtimePolicyDraft() })}>
            New policy
          </Button>
        ) : null
      }
    >
      <RealtimeTabs projectRef={projectRef} current="policies" />
      <QueryFailure query={roles} what="roles" />
      {renderBody()}
      {editor && (
        <PolicyEditorDialog
          projectRef={projectRef}
          initialDraft={editor.draft}
          original={editor.original}
          roles={policyRoleNames(roles.data ?? [])}
          templates={() => realtimePolicyTemplates()}
          onClose={() => setEditor(null)}
        />
      )}
      {dropping && (
        <SqlReviewDialog review={drop} title={`Delete policy ${dropping.name}`} confirmLabel="Delete policy" variant="danger" onCancel={() => setDropping(null)} />
      )}
    </PageShell>
  )
}
