'use client'

import { useState } from 'react'

import { PageShell } from '@/components/ui/page-shell'
import { QueryFailure } from '@/components/ui/query-failure'
import { QueryLoading, QueryState } from '@/components/ui/query-state'
import { SelectField } from '@/components/ui/select-field'
import { lazyComponent } from '@/components/ui/lazy-component'
import { useSchemasQuery } from '@/data/schemas/schemas-query'
import { useReferenceTablesQuery } from '@/data/tables/reference-tables-query'

// The canvas brings the graph-layout library: it loads with the diagram, not with the page.
const SchemaCanvas = lazyComponent(() => import('./schema-canvas').then((module) => module.SchemaCanvas), {
  isClientOnly: true,
  fallback: <QueryLoading label="Laying out the diagram…" />,
})

/** /project/{ref}/database/schemas: the tables of a schema and the foreign keys between them, as a diagram. */
export function SchemaVisualizerPage({ projectRef, initialSchema = 'public' }: { projectRef: string; initialSchema?: string }) {
  const [schema, setSchema] = useState(initialSchema)
  const schemas = useSchemasQuery({ projectRef })
  const tables = useReferenceTablesQuery({ projectRef, schema })
  const schemaNames = (schemas.data ?? []).map((candidate) => candidate.name)

  return (
    <PageShell
      title="Schema visualizer"
      description="The tables of a schema with their columns, and the foreign keys between them. Open a table in the table editor by its name."
    >
      <SelectField
        label="Schema"
        value={schema}
        options={(schemaNames.includes(schema) ? schemaNames : [schema, ...schemaNames]).map((name) => ({ value: name, label: name }))}
        onChange={(next) => {
          setSchema(next)
          // The address names the schema shown, so a reload or a shared link opens the same diagram.
          window.history.replaceState(window.history.state, '', `?schema=${encodeURIComponent(next)}`)
        }}
      />
      <QueryFailure query={schemas} what="schemas" />
      <QueryState
        query={tables}
        what="tables"
        isEmpty={(data) => data.length === 0}
        empty={<p className="text-sm text-muted">{`The schema ${schema} has no tables yet.`}</p>}
      >
        {(data) => <SchemaCanvas projectRef={projectRef} schema={schema} tables={data} />}
      </QueryState>
    </PageShell>
  )
}
