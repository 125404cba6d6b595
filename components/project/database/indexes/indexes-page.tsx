'use client'

import { useState } from 'react'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { DataTable } from '@/components/ui/data-table'
import { lazyComponent } from '@/components/ui/lazy-component'
import { PageShell } from '@/components/ui/page-shell'
import { QueryFailure } from '@/components/ui/query-failure'
import { QueryState } from '@/components/ui/query-state'
import { SelectField } from '@/components/ui/select-field'
import { useIndexesQuery } from '@/data/indexes/indexes-query'
import { useIndexStatsQuery } from '@/data/indexes/index-stats-query'
import { useSchemasQuery } from '@/data/schemas/schemas-query'
import { projectKeys } from '@/data/projects/keys'
import { useReviewedSql } from '@/data/sql/use-reviewed-sql'
import type { PgIndex } from '@/lib/api/types'
import { formatBytes } from '@/lib/format/bytes'
import { indexHints } from '@/lib/indexes/index-hints'
import { dropIndexStatements } from '@/lib/table-designer/index-sql'
import { toast } from '@/lib/ui/toast'

// Dialogs load when first opened, keeping the page's first load light.
const SqlReviewDialog = lazyComponent(() =>
  import('@/components/project/database/objects/sql-review-dialog').then((module) => module.SqlReviewDialog)
)
const CreateIndexDialog = lazyComponent(() => import('./create-index-dialog').then((module) => module.CreateIndexDialog))

function indexedColumns(index: PgIndex): string {
  const columns = (index.index_attributes ?? []).map((attribute) => attribute.attribute_name).join(', ')
  return index.index_predicate ? `${columns} where ${index.index_predicate}` : columns
}

/** /project/{ref}/database/indexes: every index of a schema with its size and use, hints on unused and duplicate ones, create and drop. */
export function IndexesPage({ projectRef }: { projectRef: string }) {
  const [schema, setSchema] = useState('public')
  const [isCreating, setIsCreating] = useState(false)
  const [dropping, setDropping] = useState<PgIndex | null>(null)
  const schemas = useSchemasQuery({ projectRef })
  const indexes = useIndexesQuery({ projectRef }, { select: (all) => all.filter((index) => index.schema === schema) })
  const stats = useIndexStatsQuery({ projectRef, schema })
  const drop = useReviewedSql({
    projectRef,
    statements: dropping?.name ? dropIndexStatements(dropping.schema, dropping.name) : [],
    invalidates: [projectKeys.database(projectRef)],
    label: 'table-designer',
    onSuccess: () => {
      if (dropping) toast.success(`Index ${dropping.name} deleted`)
      setDropping(null)
    },
  })
  const schemaNames = (schemas.data ?? []).map((candidate) => candidate.name)
  const statsById = new Map((stats.data ?? []).map((row) => [row.id, row]))
  const hints = indexHints(indexes.data ?? [], stats.data ?? [])

  const renderBody = () => {
    return (
      <QueryState
        query={indexes}
        what="indexes"
        loadingLabel="Loading indexes…"
        isEmpty={(data) => data.length === 0}
        empty={<p className="text-sm text-muted">{`No indexes on the tables of ${schema}.`}</p>}
      >
        {(data) => (
          <DataTable<PgIndex>
            label="Indexes"
            rows={data}
            getRowKey={(index) => String(index.id)}
            columns={[
              { header: 'Name', render: (index) => <span className="font-mono text-xs">{index.name}</span> },
              { header: 'Table', render: (index) => index.table },
              {
                header: 'Columns',
                render: (index) => <code className="font-mono text-xs">{`${index.access_method} (${indexedColumns(index)})`}</code>,
              },
              { header: 'Size', render: (index) => (statsById.has(index.id) ? formatBytes(statsById.get(index.id)!.size_bytes) : '—') },
              { header: 'Scans', render: (index) => (statsById.has(index.id) ? String(statsById.get(index.id)!.scans) : '—') },
              {
                header: 'Hints',
                render: (index) => {
                  const hint = hints.get(index.id)
                  return (
                    <div className="flex flex-wrap gap-1">
                      {index.is_primary && <Badge variant="outline">Primary key</Badge>}
                      {index.is_unique && !index.is_primary && <Badge variant="outline">Unique</Badge>}
                      {hint?.isUnused && <Badge variant="warning">Unused</Badge>}
                      {hint && hint.duplicateOf.length > 0 && (
                        <Badge variant="warning">{`Duplicate of ${hint.duplicateOf.join(', ')}`}</Badge>
                      )}
                    </div>
                  )
                },
              },
              {
                header: 'Actions',
                render: (index) =>
                  index.is_primary || !index.name ? null : (
                    <Button
                      size="tiny"
                      variant="outline"
                      aria-label={`Delete index ${index.name}`}
                      onClick={() => {
                        drop.reset()
                        setDropping(index)
                      }}
                    >
                      Delete
                    </Button>
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
      title="Indexes"
      description="Indexes speed up lookups at the cost of space and slower writes. An index never scanned since statistics were reset, or one that repeats another, is worth a second look."
      actions={
        <Button variant="primary" onClick={() => setIsCreating(true)}>
          Create index
        </Button>
      }
    >
      <SelectField
        label="Schema"
        value={schema}
        options={(schemaNames.includes(schema) ? schemaNames : [schema, ...schemaNames]).map((name) => ({ value: name, label: name }))}
        onChange={setSchema}
      />
      <QueryFailure query={schemas} what="schemas" />
      <QueryFailure query={stats} what="index sizes and scans" />
      {renderBody()}
      {isCreating && <CreateIndexDialog projectRef={projectRef} schema={schema} onClose={() => setIsCreating(false)} />}
      {dropping && (
        <SqlReviewDialog
          review={drop}
          title={`Delete index ${dropping.name}`}
          confirmLabel="Delete index"
          variant="danger"
          onCancel={() => setDropping(null)}
        />
      )}
    </PageShell>
  )
}
