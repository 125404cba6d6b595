'use client'

import { useState } from 'react'

import { ObjectRowActions, useDropReview } from '@/components/project/database/objects/object-list-actions'
import { SchemaSelect } from '@/components/project/database/objects/schema-select'
import { DataTable } from '@/components/ui/data-table'
import { PageShell } from '@/components/ui/page-shell'
import { QueryState } from '@/components/ui/query-state'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { lazyComponent } from '@/components/ui/lazy-component'
import { useDatabaseFunctionsQuery } from '@/data/functions/database-functions-query'
import type { PgFunction } from '@/lib/api/types'
import {
  buildDropFunctionSql,
  emptyFunctionDraft,
  hasMutableSearchPath,
  MUTABLE_SEARCH_PATH_HINT,
  type ExistingFunction,
  type FunctionDraft,
} from '@/lib/functions/function-sql'
import { functionToDraft } from '@/lib/functions/parse-arguments'
import { functionKeys } from '@/data/functions/keys'

// The editor loads when first opened, keeping the page's first load light.
const FunctionEditorDialog = lazyComponent(() => import('./function-editor-dialog').then((module) => module.FunctionEditorDialog))

function settingsText(fn: PgFunction): string {
  const entries = Object.entries(fn.config_params ?? {})
  return entries.length === 0 ? '—' : entries.map(([name, value]) => `${name}=${value}`).join(', ')
}

/** /project/{ref}/database/functions: the schema's functions; create, edit and drop them. */
export function FunctionsPage({ projectRef }: { projectRef: string }) {
  const [schema, setSchema] = useState('public')
  const [editor, setEditor] = useState<{ draft: FunctionDraft; original?: ExistingFunction } | null>(null)
  const functions = useDatabaseFunctionsQuery({ projectRef, schema })
  const drop = useDropReview<PgFunction>({
    projectRef,
    kind: 'function',
    statementsOf: buildDropFunctionSql,
    invalidates: [functionKeys.all(projectRef)],
    description: 'Triggers, policies and views that use it stop working, or block the drop.',
  })

  const renderBody = () => {
    return (
      <QueryState
        query={functions}
        what="functions"
        loadingLabel="Loading functions…"
        isEmpty={(data) => data.length === 0}
        empty={<p className="text-sm text-muted">{`No functions in the schema ${schema} yet.`}</p>}
      >
        {(data) => (
          <DataTable<PgFunction>
            label="Functions"
            rows={data}
            getRowKey={(fn) => String(fn.id)}
            columns={[
              {
                header: 'Name',
                render: (fn) => (
                  <div className="flex flex-col gap-1">
                    <span className="font-mono text-xs">{fn.name}</span>
                    {hasMutableSearchPath(fn) && <span className="text-xs text-warning">{MUTABLE_SEARCH_PATH_HINT}</span>}
                  </div>
                ),
              },
              { header: 'Arguments', render: (fn) => <code className="font-mono text-xs">{fn.argument_types || '—'}</code> },
              { header: 'Returns', render: (fn) => <code className="font-mono text-xs">{fn.return_type}</code> },
              { header: 'Language', render: (fn) => fn.language },
              { header: 'Behaviour', render: (fn) => fn.behavior.toLowerCase() },
              {
                header: 'Security',
                render: (fn) => (
                  <Badge variant={fn.security_definer ? 'default' : 'outline'}>{fn.security_definer ? 'Definer' : 'Invoker'}</Badge>
                ),
              },
              { header: 'Settings', render: (fn) => <code className="font-mono text-xs">{settingsText(fn)}</code> },
              {
                header: 'Actions',
                render: (fn) => (
                  <ObjectRowActions
                    kind="function"
                    name={fn.name}
                    onEdit={() => setEditor({ draft: functionToDraft(fn), original: fn })}
                    onDelete={() => drop.ask(fn)}
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
      title="Database Functions"
      description="Functions run inside the database: call them from SQL, triggers, policies or the API."
      actions={
        <Button variant="primary" onClick={() => setEditor({ draft: emptyFunctionDraft(schema) })}>
          Create function
        </Button>
      }
    >
      <SchemaSelect projectRef={projectRef} value={schema} onChange={setSchema} />
      {renderBody()}
      {editor && (
        <FunctionEditorDialog
          projectRef={projectRef}
          initialDraft={editor.draft}
          original={editor.original}
          onClose={() => setEditor(null)}
        />
      )}
      {drop.dialog}
    </PageShell>
  )
}
