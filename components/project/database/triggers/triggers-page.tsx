'use client'

import { useCallback, useState } from 'react'

import { SchemaSelect } from '@/components/project/database/objects/schema-select'
import type { SqlChange } from '@/components/project/database/objects/sql-review-dialog'
import { DataTable } from '@/components/ui/data-table'
import { PageShell } from '@/components/ui/page-shell'
import { QueryFailure } from '@/components/ui/query-failure'
import { QueryState } from '@/components/ui/query-state'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { lazyComponent } from '@/components/ui/lazy-component'
import { useTriggerFunctionsQuery } from '@/data/functions/trigger-functions-query'
import { useTriggersQuery } from '@/data/triggers/triggers-query'
import { useTablesQuery } from '@/data/tables/tables-query'
import { triggerKeys } from '@/data/triggers/keys'
import type { PgTrigger } from '@/lib/api/types'
import { catalogTrigger, type TriggerRow } from '@/lib/database-hooks/triggers-sql'
import { buildDropTriggerSql, buildTriggerEnabledSql, triggerDraftFromCatalog } from '@/lib/triggers/trigger-sql'

// Dialogs load when first opened, keeping the page's first load light.
const SqlChangeDialog = lazyComponent(() =>
  import('@/components/project/database/objects/sql-review-dialog').then((module) => module.SqlChangeDialog)
)
const TriggerEditorDialog = lazyComponent(() => import('./trigger-editor-dialog').then((module) => module.TriggerEditorDialog))
/** /project/{ref}/database/triggers: every trigger of a schema; create, enable or disable, and drop them. */
export function TriggersPage({ projectRef }: { projectRef: string }) {
  const [schema, setSchema] = useState('public')
  const [isCreating, setIsCreating] = useState(false)
  const [editing, setEditing] = useState<PgTrigger | null>(null)
  const [pending, setPending] = useState<SqlChange | null>(null)
  // The same read as the Database hooks page (one request, one key): this page shows one schema's part.
  const ofSchema = useCallback((rows: TriggerRow[]) => rows.filter((row) => row.schema === schema).map(catalogTrigger), [schema])
  const triggers = useTriggersQuery({ projectRef }, { select: ofSchema })
  const tables = useTablesQuery({ projectRef, schema })
  const functions = useTriggerFunctionsQuery({ projectRef })
  const invalidates = [triggerKeys.all(projectRef)]
  const askToggle = (trigger: PgTrigger) => {
    const isEnabling = trigger.enabled_mode === 'DISABLED'
    setPending({
      title: `${isEnabling ? 'Enable' : 'Disable'} trigger ${trigger.name}`,
      statements: buildTriggerEnabledSql(trigger, isEnabling),
      invalidates,
      variant: 'danger',
      confirmLabel: isEnabling ? 'Enable trigger' : 'Disable trigger',
      done: `Trigger ${trigger.name} ${isEnabling ? 'enabled' : 'disabled'}`,
    })
  }
  const askDrop = (trigger: PgTrigger) =>
    setPending({
      title: `Delete trigger ${trigger.name}`,
      statements: buildDropTriggerSql(trigger),
      invalidates,
      variant: 'danger',
      confirmLabel: 'Delete trigger',
      done: `Trigger ${trigger.name} deleted`,
    })

  const renderBody = () => {
    return (
      <QueryState
        query={triggers}
        what="triggers"
        loadingLabel="Loading triggers…"
        isEmpty={(data) => data.length === 0}
        empty={<p className="text-sm text-muted">{`No triggers on the tables of ${schema} yet.`}</p>}
      >
        {(data) => (
          <DataTable<PgTrigger>
            label="Triggers"
            rows={data}
            getRowKey={(trigger) => String(trigger.id)}
            columns={[
              { header: 'Name', render: (trigger) => trigger.name },
              { header: 'Table', render: (trigger) => trigger.table },
              {
                header: 'Fires',
                render: (trigger) => `${trigger.activation} ${trigger.events.join(' or ')} (for each ${trigger.orientation.toLowerCase()})`,
              },
              {
                header: 'Function',
                render: (trigger) => <code className="font-mono text-xs">{`${trigger.function_schema}.${trigger.function_name}()`}</code>,
              },
              {
                header: 'When',
                render: (trigger) => (trigger.condition ? <code className="font-mono text-xs">{trigger.condition}</code> : '—'),
              },
              {
                header: 'Status',
                render: (trigger) => (
                  <Badge variant={trigger.enabled_mode === 'DISABLED' ? 'outline' : 'default'}>
                    {trigger.enabled_mode === 'DISABLED' ? 'Disabled' : 'Enabled'}
                  </Badge>
                ),
              },
              {
                header: 'Actions',
                render: (trigger) => (
                  <div className="flex gap-2">
                    <Button size="tiny" variant="outline" aria-label={`Edit trigger ${trigger.name}`} onClick={() => setEditing(trigger)}>
                      Edit
                    </Button>
                    <Button
                      size="tiny"
                      variant="outline"
                      aria-label={`${trigger.enabled_mode === 'DISABLED' ? 'Enable' : 'Disable'} trigger ${trigger.name}`}
                      onClick={() => askToggle(trigger)}
                    >
                      {trigger.enabled_mode === 'DISABLED' ? 'Enable' : 'Disable'}
                    </Button>
                    <Button size="tiny" variant="outline" aria-label={`Delete trigger ${trigger.name}`} onClick={() => askDrop(trigger)}>
                      Delete
                    </Button>
                  </div>
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
      title="Triggers"
      description="Triggers run a function when rows of a table are inserted, updated or deleted (or it is truncated)."
      actions={
        <Button variant="primary" onClick={() => setIsCreating(true)}>
          Create trigger
        </Button>
      }
    >
      <SchemaSelect projectRef={projectRef} value={schema} onChange={setSchema} />
      <QueryFailure query={functions} what="trigger functions" />
      {renderBody()}
      {isCreating && (
        <TriggerEditorDialog
          projectRef={projectRef}
          initialDraft={{
            schema,
            table: '',
            name: '',
            timing: 'BEFORE',
            events: ['INSERT'],
            orientation: 'ROW',
            functionSchema: '',
            functionName: '',
            condition: '',
          }}
          tables={(tables.data ?? []).map((table) => table.name)}
          functions={functions.data ?? []}
          onClose={() => setIsCreating(false)}
        />
      )}
      {editing && (
        <TriggerEditorDialog
          projectRef={projectRef}
          initialDraft={triggerDraftFromCatalog(editing)}
          original={{ schema: editing.schema, table: editing.table, name: editing.name, isDisabled: editing.enabled_mode === 'DISABLED' }}
          tables={(tables.data ?? []).map((table) => table.name)}
          functions={functions.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      {pending && <SqlChangeDialog projectRef={projectRef} change={pending} onClose={() => setPending(null)} />}
    </PageShell>
  )
}
