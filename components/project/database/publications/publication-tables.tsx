'use client'

import { useState } from 'react'

import { DataTable } from '@/components/ui/data-table'
import { QueryFailure } from '@/components/ui/query-failure'
import { QueryState } from '@/components/ui/query-state'
import { SelectField } from '@/components/ui/select-field'
import { useSchemasQuery } from '@/data/schemas/schemas-query'
import { useTablesQuery } from '@/data/tables/tables-query'
import type { PgPublication, PgTable } from '@/lib/api/types'

/** The tables of one schema with whether the publication sends their changes; a switch asks to add or drop one. */
export function PublicationTables({
  projectRef,
  publication,
  onToggle,
}: {
  projectRef: string
  publication: PgPublication
  onToggle: (table: { schema: string; name: string }, isAdding: boolean) => void
}) {
  const [schema, setSchema] = useState('public')
  const schemas = useSchemasQuery({ projectRef })
  const tables = useTablesQuery({ projectRef, schema })
  const schemaNames = (schemas.data ?? []).map((candidate) => candidate.name)
  const published = publication.tables ?? []
  const isPublished = (table: PgTable) => published.some((candidate) => candidate.schema === table.schema && candidate.name === table.name)
  const elsewhere = published.filter((table) => table.schema !== schema)

  const renderBody = () => {
    return (
      <QueryState
        query={tables}
        what="tables"
        loadingLabel="Loading tables…"
        isEmpty={(data) => data.length === 0}
        empty={<p className="text-sm text-muted">{`No tables in ${schema}.`}</p>}
      >
        {(data) => (
          <DataTable<PgTable>
            label={`Tables of ${schema} in ${publication.name}`}
            rows={data}
            getRowKey={(table) => String(table.id)}
            columns={[
              { header: 'Table', render: (table) => table.name },
              {
                header: 'Published',
                render: (table) => (
                  <input
                    type="checkbox"
                    aria-label={`Publish ${table.schema}.${table.name} in ${publication.name}`}
                    checked={isPublished(table)}
                    onChange={(event) => onToggle({ schema: table.schema, name: table.name }, event.target.checked)}
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
    <section aria-label={`Tables in publication ${publication.name}`} className="flex flex-col gap-3 rounded-md border border-border p-4">
      <h2 className="text-sm font-semibold">{`Tables in ${publication.name}`}</h2>
      <SelectField
        label="Schema"
        value={schema}
        options={(schemaNames.includes(schema) ? schemaNames : [schema, ...schemaNames]).map((name) => ({ value: name, label: name }))}
        onChange={setSchema}
      />
      <QueryFailure query={schemas} what="schemas" />
      {renderBody()}
      {elsewhere.length > 0 && (
        <p className="text-xs text-muted">{`Also published from other schemas: ${elsewhere.map((table) => `${table.schema}.${table.name}`).join(', ')}.`}</p>
      )}
    </section>
  )
}
