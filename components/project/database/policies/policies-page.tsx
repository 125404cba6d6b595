'use client'

import { useState } from 'react'

import type { SqlChange } from '@/components/project/database/objects/sql-review-dialog'
import { schemaOptions } from '@/components/project/database/objects/schema-select'
import { PageShell } from '@/components/ui/page-shell'
import { lazyComponent } from '@/components/ui/lazy-component'
import { QueryError, QueryLoading } from '@/components/ui/query-state'
import { SelectField } from '@/components/ui/select-field'
import { useDatabaseRolesQuery } from '@/data/roles/database-roles-query'
import { usePoliciesQuery } from '@/data/policies/policies-query'
import { policyKeys } from '@/data/policies/keys'
import { useSchemasQuery } from '@/data/schemas/schemas-query'
import { tableKeys } from '@/data/tables/keys'
import { useReferenceTablesQuery } from '@/data/tables/reference-tables-query'
import { useTablesQuery } from '@/data/tables/tables-query'
import type { PgPolicy } from '@/lib/api/types'
import { buildDropPolicySql, buildRlsChangeSql, type ExistingPolicy, type PolicyDraft, type RlsChange } from '@/lib/policies/policy-sql'
import { policyTemplates } from '@/lib/policies/policy-templates'
import { rankUserIdColumns } from '@/lib/policies/user-id-column'
import { policyRoleNames, rlsChangeExplanation } from '@/lib/policies/rls-warning'

import { PolicyTester } from './policy-tester'
import { TablePoliciesCard } from './table-policies-card'

// Dialogs load when first opened, keeping the page's first load light.
const SqlChangeDialog = lazyComponent(() => import('@/components/project/database/objects/sql-review-dialog').then((module) => module.SqlChangeDialog))
const PolicyEditorDialog = lazyComponent(() => import('./policy-editor-dialog').then((module) => module.PolicyEditorDialog))

const RLS_CHANGE_TEXT: Record<RlsChange, { title: string; label: string; done: string }> = {
  enable: { title: 'Enable Row Level Security', label: 'Enable RLS', done: 'enabled' },
  disable: { title: 'Disable Row Level Security', label: 'Disable RLS', done: 'disabled' },
  force: { title: 'Force Row Level Security', label: 'Force RLS', done: 'forced' },
  'no force': { title: 'Stop forcing Row Level Security', label: 'Stop forcing', done: 'no longer forced' },
}

/** /project/{ref}/database/policies: per table, its RLS state and policies; create, edit, drop and test them. */
export function PoliciesPage({ projectRef }: { projectRef: string }) {
  const [schema, setSchema] = useState('public')
  const [editor, setEditor] = useState<{ draft: PolicyDraft; original?: ExistingPolicy } | null>(null)
  const [pending, setPending] = useState<SqlChange | null>(null)
  const [testerTable, setTesterTable] = useState('')
  const schemas = useSchemasQuery({ projectRef })
  const tables = useTablesQuery({ projectRef, schema })
  const policies = usePoliciesQuery({ projectRef, schema })
  const roles = useDatabaseRolesQuery({ projectRef })
  // A policy or RLS change: the policies and the tables' RLS state are read again.
  const invalidates = [policyKeys.all(projectRef), tableKeys.all(projectRef)]

  const schemaNames = (schemas.data ?? []).map((candidate) => candidate.name)
  const hasAuthSchema = schemaNames.includes('auth')
  // The per-user templates pick the column holding the user id from the edited table's columns.
  const tablesWithColumns = useReferenceTablesQuery({ projectRef, schema }, { enabled: editor !== null })
  const editedTable = tablesWithColumns.data?.find((candidate) => candidate.name === editor?.draft.table)
  const userIdColumns = editedTable ? rankUserIdColumns(editedTable.columns ?? []) : undefined
  const roleNames = policyRoleNames(roles.data ?? [])
  const tableNames = (tables.data ?? []).map((table) => table.name)

  const openCreate = (table: string) =>
    setEditor({ draft: { schema, table, name: '', command: 'SELECT', action: 'PERMISSIVE', roles: [], using: '', check: '' } })
  const openEdit = (policy: PgPolicy) =>
    setEditor({
      original: { schema: policy.schema, table: policy.table, name: policy.name },
      draft: {
        schema: policy.schema,
        table: policy.table,
        name: policy.name,
        command: policy.command,
        action: policy.action,
        roles: policy.roles,
        using: policy.definition ?? '',
        check: policy.check ?? '',
      },
    })
  const askDrop = (policy: PgPolicy) => {
    setPending({
      title: `Delete policy ${policy.name}`,
      statements: buildDropPolicySql(policy),
      invalidates,
      variant: 'danger',
      confirmLabel: 'Delete policy',
      done: `Policy "${policy.name}" deleted`,
    })
  }
  const askRls = (table: string, rlsChange: RlsChange, policyCount: number) => {
    const text = RLS_CHANGE_TEXT[rlsChange]
    setPending({
      title: `${text.title} on ${table}`,
      description: rlsChangeExplanation(schema, table, rlsChange, policyCount),
      statements: buildRlsChangeSql(schema, table, rlsChange),
      invalidates,
      variant: 'danger',
      confirmLabel: text.label,
      done: `Row Level Security ${text.done} on ${table}`,
    })
  }

  const renderTables = () => {
    const error = tables.error ?? policies.error
    if (error) {
      return (
        <QueryError
          what="policies"
          error={error}
          onRetry={() => {
            void tables.refetch()
            void policies.refetch()
          }}
        />
      )
    }
    if (!tables.data || !policies.data) return <QueryLoading label="Loading policies…" />
    if (tables.data.length === 0) return <p className="text-sm text-muted">{`The schema ${schema} has no tables.`}</p>
    return tables.data.map((table) => {
      const tablePolicies = policies.data.filter((policy) => policy.table_id === table.id || (policy.table === table.name && policy.schema === table.schema))
      return (
        <TablePoliciesCard
          key={table.id}
          table={table}
          policies={tablePolicies}
          onCreate={() => openCreate(table.name)}
          onEdit={openEdit}
          onDrop={askDrop}
          onRlsChange={(rlsChange) => askRls(table.name, rlsChange, tablePolicies.length)}
          onTest={() => setTesterTable(table.name)}
        />
      )
    })
  }

  return (
    <PageShell
      title="Policies"
      description="Row Level Security decides which rows each role can read and write. Policies are checked on every query, including the API's."
    >
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Schema"
          value={schema}
          options={schemaOptions(schemaNames, schema)}
          onChange={(next) => {
            setSchema(next)
            setTesterTable('')
          }}
        />
      </div>
      {schemas.error && <QueryError what="schemas" error={schemas.error} onRetry={() => schemas.refetch()} />}
      {roles.error && <QueryError what="roles" error={roles.error} onRetry={() => roles.refetch()} />}
      <div className="flex flex-col gap-4">{renderTables()}</div>
      {tableNames.length > 0 && (
        <PolicyTester
          projectRef={projectRef}
          schema={schema}
          tables={tableNames}
          table={tableNames.includes(testerTable) ? testerTable : ''}
          roles={roleNames}
          hasAuthSchema={hasAuthSchema}
          onTableChange={setTesterTable}
        />
      )}
      {editor && (
        <PolicyEditorDialog
          projectRef={projectRef}
          initialDraft={editor.draft}
          original={editor.original}
          roles={roleNames}
          templates={(userColumn) => policyTemplates({ hasAuthSchema, userColumn })}
          userIdColumns={userIdColumns}
          onClose={() => setEditor(null)}
        />
      )}
      {pending && (
        <SqlChangeDialog projectRef={projectRef} change={pending} onClose={() => setPending(null)} />
      )}
    </PageShell>
  )
}
