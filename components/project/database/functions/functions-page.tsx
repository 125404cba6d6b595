'use client'

import { useState } from 'react'

import { SchemaSelect } from '@/components/project/database/objects/schema-select'
import { DataTable } from '@/components/ui/data-table'
import { PageShell } from '@/components/ui/page-shell'
import { QueryError, QueryLoading } from '@/components/ui/query-state'
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
import { toast } from '@/lib/ui/toast'
import { useReviewedSql } from '@/data/sql/use-reviewed-sql'
import { functionKeys } from '@/data/functions/keys'

// Dialogs load when first opened, keeping the page's first load light.
const SqlReviewDialog = lazyComponent(() => import('@/components/project/database/objects/sql-review-dialog').then((module) => module.SqlReviewDialog))
const FunctionEditorDialog = lazyComponent(() => import('./function-editor-dialog').then((module) => module.FunctionEditorDialog))

function settingsText(fn: PgFunction): string {
  const entries = Object.entries(fn.config_params ?? {})
  return entries.length === 0 ? '—' : entries.map(([name, value]) => `${name}=${value}`).join(', ')
}

/** /project/{ref}/database/functions: the schema's functions; create, edit and drop them. */
export function FunctionsPage({ projectRef }: { projectRef: string }) {
  const [schema, setSchema] = useState('public')
  const [editor, setEditor] = useState<{ draft: FunctionDraft; original?: ExistingFunction } | null>(null)
  const [dropping, setDropping] = useState<PgFunction | null>(null)
  const functions = useDatabaseFunctionsQuery({ projectRef, schema })
  const drop = useReviewedSql({
    projectRef,
    statements: dropping ? buildDropFunctionSql(dropping) : [],
    invalidates: [functionKeys.all(projectRef)],
    onSuccess: () => {
      if (dropping) toast.success(`Function ${dropping.name} deleted`)
      setDropping(null)
    },
  })

  const renderBody = () => {
    if (functions.error) return <QueryError what="functions" error={functions.error} onRetry={() => functions.refetch()} />
    if (!functions.data) return <QueryLoading label="Loading functions…" />
    if (functions.data.length === 0) return <p className="text-sm text-muted">{`No functions in the schema ${schema} yet.`}</p>
    return (
      <DataTable<PgFunction>
        label="Functions"
        rows={functions.data}
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
            render: (fn) => <Badge variant={fn.security_definer ? 'default' : 'outline'}>{fn.security_definer ? 'Definer' : 'Invoker'}</Badge>,
          },
          { header: 'Settings', render: (fn) => <code className="font-mono text-xs">{settingsText(fn)}</code> },
          {
            header: 'Actions',
            render: (fn) => (
              <div className="flex gap-2">
                <Button size="tiny" variant="outline" aria-label={`Edit function ${fn.name}`} onClick={() => setEditor({ draft: functionToDraft(fn), original: fn })}>
                  Edit
                </Button>
                <Button
                  size="tiny"
                  variant="outline"
                  aria-label={`Delete function ${fn.name}`}
                  onClick={() => {
                    drop.reset()
                    setDropping(fn)
                  }}
                >
                  Delete
                </Button>
              </div>
            ),
          },
        ]}
      />
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
        <FunctionEditorDialog projectRef={projectRef} initialDraft={editor.draft} original={editor.original} onClose={() => setEditor(null)} />
      )}
      {dropping && (
        <SqlReviewDialog
          review={drop}
          title={`Delete function ${dropping.name}`}
          description="Triggers, policies and views that use it stop working, or block the drop."
          confirmLabel="Delete function"
          variant="danger"
          onCancel={() => setDropping(null)}
        />
      )}
    </PageShell>
  )
}
