'use client'

import { useState } from 'react'

import type { SqlChange } from '@/components/project/database/objects/sql-review-dialog'
import { DataTable } from '@/components/ui/data-table'
import { PageShell } from '@/components/ui/page-shell'
import { QueryError, QueryLoading } from '@/components/ui/query-state'
import { Button } from '@/components/ui/button'
import { lazyComponent } from '@/components/ui/lazy-component'
import { publicationKeys } from '@/data/publications/keys'
import { usePublicationsQuery } from '@/data/publications/publications-query'
import type { PgPublication } from '@/lib/api/types'
import { buildPublicationEventSql, buildPublicationTableSql, PUBLICATION_EVENTS, type PublicationEvent } from '@/lib/publications/publication-sql'

import { PublicationTables } from './publication-tables'

// The confirmation loads when first opened, keeping the page's first load light.
const SqlChangeDialog = lazyComponent(() => import('@/components/project/database/objects/sql-review-dialog').then((module) => module.SqlChangeDialog))


/** /project/{ref}/database/publications: what each publication sends (events, tables), for realtime and logical replication. */
export function PublicationsPage({ projectRef }: { projectRef: string }) {
  const [selectedName, setSelectedName] = useState<string | null>(null)
  const [pending, setPending] = useState<SqlChange | null>(null)
  const publications = usePublicationsQuery({ projectRef })
  const invalidates = [publicationKeys.list(projectRef)]
  const selected = publications.data?.find((publication) => publication.name === selectedName)

  const askEvent = (publication: PgPublication, event: PublicationEvent, isOn: boolean) =>
    setPending({
      title: `${isOn ? 'Publish' : 'Stop publishing'} ${event} in ${publication.name}`,
      statements: buildPublicationEventSql(publication, event, isOn),
      invalidates,
      confirmLabel: 'Update publication',
      done: `Publication ${publication.name} updated`,
    })
  const askTable = (publication: PgPublication, table: { schema: string; name: string }, isAdding: boolean) =>
    setPending({
      title: `${isAdding ? 'Add' : 'Remove'} ${table.schema}.${table.name} ${isAdding ? 'to' : 'from'} ${publication.name}`,
      statements: buildPublicationTableSql(publication.name, table, isAdding),
      invalidates,
      confirmLabel: isAdding ? 'Add table' : 'Remove table',
      done: `${table.schema}.${table.name} ${isAdding ? 'added to' : 'removed from'} ${publication.name}`,
    })

  const renderBody = () => {
    if (publications.error) return <QueryError what="publications" error={publications.error} onRetry={() => publications.refetch()} />
    if (!publications.data) return <QueryLoading label="Loading publications…" />
    if (publications.data.length === 0) return <p className="text-sm text-muted">This database has no publications.</p>
    return (
      <DataTable<PgPublication>
        label="Publications"
        rows={publications.data}
        getRowKey={(publication) => String(publication.id)}
        columns={[
          { header: 'Name', render: (publication) => publication.name },
          { header: 'Owner', render: (publication) => publication.owner },
          ...PUBLICATION_EVENTS.map((event) => ({
            header: event[0].toUpperCase() + event.slice(1),
            render: (publication: PgPublication) => (
              <input
                type="checkbox"
                aria-label={`Publish ${event} in ${publication.name}`}
                checked={publication[`publish_${event}`]}
                onChange={(changed) => askEvent(publication, event, changed.target.checked)}
              />
            ),
          })),
          {
            header: 'Tables',
            render: (publication) =>
              publication.tables === null ? (
                'All tables'
              ) : (
                <Button
                  size="tiny"
                  variant="outline"
                  aria-label={`Tables of ${publication.name}`}
                  aria-pressed={publication.name === selectedName}
                  onClick={() => setSelectedName(publication.name === selectedName ? null : publication.name)}
                >
                  {publication.tables.length === 1 ? '1 table' : `${publication.tables.length} tables`}
                </Button>
              ),
          },
        ]}
      />
    )
  }

  return (
    <PageShell
      title="Publications"
      description="A publication names the changes (inserts, updates, deletes, truncates) of which tables are sent to subscribers: realtime listens to supabase_realtime, logical replication to its own."
    >
      {renderBody()}
      {selected && selected.tables !== null && (
        <PublicationTables projectRef={projectRef} publication={selected} onToggle={(table, isAdding) => askTable(selected, table, isAdding)} />
      )}
      {pending && (
        <SqlChangeDialog projectRef={projectRef} change={pending} onClose={() => setPending(null)} />
      )}
    </PageShell>
  )
}
