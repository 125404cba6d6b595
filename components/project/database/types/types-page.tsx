'use client'

import { useState } from 'react'

import { DataTable } from '@/components/ui/data-table'
import { PageShell } from '@/components/ui/page-shell'
import { QueryError, QueryLoading } from '@/components/ui/query-state'
import { SelectField } from '@/components/ui/select-field'
import { Button } from '@/components/ui/button'
import { lazyComponent } from '@/components/ui/lazy-component'
import { useDatabaseTypesQuery } from '@/data/types/types-query'
import type { PgType } from '@/lib/api/types'
import { buildDropTypeSql } from '@/lib/database-types/type-sql'
import { toast } from '@/lib/ui/toast'
import { useReviewedSql } from '@/data/sql/use-reviewed-sql'
import { typeKeys } from '@/data/types/keys'

import type { EnumChange } from './enum-change-dialog'

// Dialogs load when first opened, keeping the page's first load light.
const SqlReviewDialog = lazyComponent(() => import('@/components/project/database/objects/sql-review-dialog').then((module) => module.SqlReviewDialog))
const EnumChangeDialog = lazyComponent(() => import('./enum-change-dialog').then((module) => module.EnumChangeDialog))
const DomainCreateDialog = lazyComponent(() => import('./domain-create-dialog').then((module) => module.DomainCreateDialog))
const CompositeCreateDialog = lazyComponent(() => import('./composite-create-dialog').then((module) => module.CompositeCreateDialog))

function Section({ title, empty, children, isEmpty }: { title: string; empty: string; children: React.ReactNode; isEmpty: boolean }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-base font-medium">{title}</h2>
      {isEmpty ? <p className="text-sm text-muted">{empty}</p> : children}
    </section>
  )
}

/** /project/{ref}/database/types: enums (create, add and rename values), domains and composite types (create); delete any of them. */
export function TypesPage({ projectRef }: { projectRef: string }) {
  const [schema, setSchema] = useState('public')
  const [change, setChange] = useState<EnumChange | null>(null)
  const [dropping, setDropping] = useState<PgType | null>(null)
  const [creating, setCreating] = useState<'domain' | 'composite' | null>(null)
  const types = useDatabaseTypesQuery({ projectRef })
  const drop = useReviewedSql({
    projectRef,
    statements: dropping ? buildDropTypeSql(dropping) : [],
    invalidates: [typeKeys.list(projectRef)],
    onSuccess: () => {
      if (dropping) toast.success(`Type ${dropping.name} deleted`)
      setDropping(null)
    },
  })
  const all = Array.isArray(types.data) ? types.data : []
  const schemaNames = [...new Set(['public', ...all.map((type) => type.schema)])].sort()
  const inSchema = all.filter((type) => type.schema === schema)
  const enums = inSchema.filter((type) => type.kind === 'enum' || (!type.kind && type.enums.length > 0))
  const domains = inSchema.filter((type) => type.kind === 'domain')
  const composites = inSchema.filter((type) => type.kind === 'composite')

  const deleteButton = (type: PgType) => (
    <Button
      size="tiny"
      variant="outline"
      aria-label={`Delete type ${type.name}`}
      onClick={() => {
        drop.reset()
        setDropping(type)
      }}
    >
      Delete
    </Button>
  )

  const renderBody = () => {
    if (types.error) return <QueryError what="types" error={types.error} onRetry={() => types.refetch()} />
    if (!types.data) return <QueryLoading label="Loading types…" />
    return (
      <div className="flex flex-col gap-6">
        <Section title="Enums" empty={`No enums in ${schema}.`} isEmpty={enums.length === 0}>
          <DataTable<PgType>
            label="Enums"
            rows={enums}
            getRowKey={(type) => String(type.id)}
            columns={[
              { header: 'Name', render: (type) => type.name },
              { header: 'Values', render: (type) => <code className="font-mono text-xs">{type.enums.join(', ')}</code> },
              {
                header: 'Actions',
                render: (type) => (
                  <div className="flex flex-wrap gap-2">
                    <Button size="tiny" variant="outline" aria-label={`Add a value to ${type.name}`} onClick={() => setChange({ kind: 'add', schema, name: type.name, values: type.enums })}>
                      Add value
                    </Button>
                    <Button size="tiny" variant="outline" aria-label={`Rename a value of ${type.name}`} onClick={() => setChange({ kind: 'rename', schema, name: type.name, values: type.enums })}>
                      Rename value
                    </Button>
                    {deleteButton(type)}
                  </div>
                ),
              },
            ]}
          />
        </Section>
        <Section title="Domains" empty={`No domains in ${schema}.`} isEmpty={domains.length === 0}>
          <DataTable<PgType>
            label="Domains"
            rows={domains}
            getRowKey={(type) => String(type.id)}
            columns={[
              { header: 'Name', render: (type) => type.name },
              { header: 'Based on', render: (type) => <code className="font-mono text-xs">{type.base_type ?? '—'}</code> },
              { header: 'Comment', render: (type) => type.comment ?? '—' },
              { header: 'Actions', render: deleteButton },
            ]}
          />
        </Section>
        <Section title="Composite types" empty={`No composite types in ${schema}.`} isEmpty={composites.length === 0}>
          <DataTable<PgType>
            label="Composite types"
            rows={composites}
            getRowKey={(type) => String(type.id)}
            columns={[
              { header: 'Name', render: (type) => type.name },
              { header: 'Attributes', render: (type) => type.attributes.map((attribute) => attribute.name).join(', ') || '—' },
              { header: 'Actions', render: deleteButton },
            ]}
          />
        </Section>
      </div>
    )
  }

  return (
    <PageShell
      title="Database Types"
      description="Enums, domains and composite types your tables and functions can use."
      actions={
        <>
          <Button variant="outline" onClick={() => setCreating('domain')}>
            Create domain
          </Button>
          <Button variant="outline" onClick={() => setCreating('composite')}>
            Create composite type
          </Button>
          <Button variant="primary" onClick={() => setChange({ kind: 'create', schema })}>
            Create enum
          </Button>
        </>
      }
    >
      <SelectField label="Schema" value={schema} options={schemaNames.map((name) => ({ value: name, label: name }))} onChange={setSchema} />
      {renderBody()}
      {change && <EnumChangeDialog projectRef={projectRef} change={change} onClose={() => setChange(null)} />}
      {creating === 'domain' && <DomainCreateDialog projectRef={projectRef} schema={schema} onClose={() => setCreating(null)} />}
      {creating === 'composite' && <CompositeCreateDialog projectRef={projectRef} schema={schema} onClose={() => setCreating(null)} />}
      {dropping && (
        <SqlReviewDialog
          review={drop}
          title={`Delete type ${dropping.name}`}
          description="Columns and functions using it block the drop."
          confirmLabel="Delete type"
          variant="danger"
          onCancel={() => setDropping(null)}
        />
      )}
    </PageShell>
  )
}
