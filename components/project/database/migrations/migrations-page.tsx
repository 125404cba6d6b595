'use client'

import { useState } from 'react'

import { DataTable } from '@/components/ui/data-table'
import { Input } from '@/components/ui/input'
import { PageShell } from '@/components/ui/page-shell'
import { QueryState } from '@/components/ui/query-state'
import { useMigrationsQuery, type MigrationsData } from '@/data/migrations/migrations-query'
import { MIGRATIONS_TABLE, migrationTime, type Migration } from '@/lib/migrations/migrations-sql'

/** What a self-hoster or platform user does to get migrations listed here. */
function NoMigrations({ hasTable }: { hasTable: boolean }) {
  return (
    <div className="flex flex-col gap-2 rounded-md border border-dashed border-border p-6 text-sm">
      <p className="font-medium">No migrations yet</p>
      <p className="text-muted">
        {hasTable
          ? `The table ${MIGRATIONS_TABLE} exists but holds no rows.`
          : `This database has no ${MIGRATIONS_TABLE} table: no migration has been applied with the Supabase CLI.`}{' '}
        Write migrations with <code className="font-mono">supabase migration new &lt;name&gt;</code> and apply them with{' '}
        <code className="font-mono">supabase db push</code> (or <code className="font-mono">supabase migration up</code> against a local
        database); the CLI records each one here.
      </p>
    </div>
  )
}

function Statements({ migration }: { migration: Migration }) {
  const count = migration.statements.length
  if (count === 0) return <span className="text-muted">None recorded</span>
  return (
    <details>
      <summary className="cursor-pointer text-sm">{count === 1 ? '1 statement' : `${count} statements`}</summary>
      <pre className="mt-2 max-h-96 max-w-3xl overflow-auto whitespace-pre-wrap rounded bg-surface p-3 font-mono text-xs">
        {migration.statements.join(';\n\n')}
      </pre>
    </details>
  )
}

function matches(migration: Migration, search: string) {
  const needle = search.trim().toLowerCase()
  return needle === '' || migration.version.includes(needle) || (migration.name ?? '').toLowerCase().includes(needle)
}

function MigrationList({ data }: { data: MigrationsData }) {
  const [search, setSearch] = useState('')
  if (data.migrations.length === 0) return <NoMigrations hasTable={data.hasTable} />
  const shown = data.migrations.filter((migration) => matches(migration, search))
  return (
    <div className="flex flex-col gap-3">
      <label className="flex max-w-sm flex-col gap-1 text-sm">
        <span>Search migrations</span>
        <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Version or name" />
      </label>
      <p className="text-xs text-muted" aria-live="polite">
        {shown.length === data.migrations.length ? `${data.migrations.length} migrations` : `${shown.length} of ${data.migrations.length} migrations`}
      </p>
      {shown.length === 0 ? (
        <p className="text-sm text-muted">{`No migration matches “${search.trim()}”.`}</p>
      ) : (
        <DataTable<Migration>
          label="Migrations"
          rows={shown}
          getRowKey={(migration) => migration.version}
          columns={[
            {
              header: 'Version',
              render: (migration) => (
                <div className="flex flex-col">
                  <span className="font-mono text-xs">{migration.version}</span>
                  {migrationTime(migration.version) && <span className="text-xs text-muted">{migrationTime(migration.version)}</span>}
                </div>
              ),
            },
            { header: 'Name', render: (migration) => migration.name ?? <span className="text-muted">Unnamed</span> },
            { header: 'Statements', render: (migration) => <Statements migration={migration} /> },
          ]}
        />
      )}
    </div>
  )
}

/** /project/{ref}/database/migrations: the migrations the Supabase CLI applied to this database, newest first. */
export function MigrationsPage({ projectRef }: { projectRef: string }) {
  const migrations = useMigrationsQuery({ projectRef })
  return (
    <PageShell title="Migrations" description={`The migrations applied to this database, as the Supabase CLI recorded them in ${MIGRATIONS_TABLE}.`}>
      <QueryState query={migrations} what="migrations">
        {(data) => <MigrationList data={data} />}
      </QueryState>
    </PageShell>
  )
}
