'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { DataTable } from '@/components/ui/data-table'
import { lazyComponent } from '@/components/ui/lazy-component'
import { PageShell } from '@/components/ui/page-shell'
import { QueryFailure } from '@/components/ui/query-failure'
import { QueryState } from '@/components/ui/query-state'
import { useExtensionStatus } from '@/components/project/database/extension-notice/use-extension-status'
import { Admonition } from '@/components/ui/admonition'
import { AppLink } from '@/components/ui/app-link'
import { useForeignDataQuery } from '@/data/wrappers/foreign-data-query'
import { extensionsPageUrl } from '@/lib/database-pages/extension-status'
import { displayOptions, type ForeignDataWrapper, type ForeignServer, type ForeignTable } from '@/lib/wrappers/wrappers-sql'

import type { ForeignObject } from './drop-foreign-object-dialog'

// The forms load when opened, not with the lists.
const ForeignServerDialog = lazyComponent(() => import('./foreign-server-dialog').then((module) => module.ForeignServerDialog))
const ForeignTableDialog = lazyComponent(() => import('./foreign-table-dialog').then((module) => module.ForeignTableDialog))
const DropForeignObjectDialog = lazyComponent(() => import('./drop-foreign-object-dialog').then((module) => module.DropForeignObjectDialog))

const WRAPPER_EXTENSIONS = ['wrappers', 'postgres_fdw', 'file_fdw'] as const

function Options({ options }: { options: readonly string[] }) {
  if (options.length === 0) return <span className="text-muted">None</span>
  return <code className="font-mono text-xs break-all">{displayOptions(options).join(', ')}</code>
}

/** /project/{ref}/database/wrappers: foreign data wrappers, their servers and foreign tables. */
export function WrappersPage({ projectRef }: { projectRef: string }) {
  const extension = useExtensionStatus(projectRef, WRAPPER_EXTENSIONS)
  const foreignData = useForeignDataQuery(extension.variables)
  const installable = WRAPPER_EXTENSIONS.filter((name) => extension.status[name].availability !== 'unavailable')
  const [creating, setCreating] = useState<'server' | 'table' | null>(null)
  const [dropping, setDropping] = useState<ForeignObject | null>(null)
  const dropButton = (target: ForeignObject) => (
    <Button size="tiny" variant="outline" aria-label={`Drop ${target.name}`} onClick={() => setDropping(target)}>
      Drop
    </Button>
  )

  const renderBody = () => {
    return (
      <QueryState query={foreignData} what="foreign data wrappers">
        {(data) => {
          const { wrappers, servers, tables } = data
          return (
            <div className="flex flex-col gap-6">
              {/* Which wrapper extensions this server offers comes from the extension list: without it, say so. */}
              {wrappers.length === 0 && <QueryFailure query={extension} what="extensions" />}
              {wrappers.length === 0 && !extension.error && (
                <Admonition type="note" title="No foreign data wrappers yet">
                  {`Wrappers let the database query external systems (other Postgres servers, files, APIs) as if they were tables. They come from extensions: ${
                    installable.length > 0
                      ? `this database can enable ${installable.join(', ')} on the `
                      : 'this database server ships none of wrappers, postgres_fdw or file_fdw; install one on the server, then enable it on the '
                  }`}
                  <AppLink className="underline" href={extensionsPageUrl(projectRef)}>
                    Extensions page
                  </AppLink>
                  .
                </Admonition>
              )}
              {wrappers.length > 0 && (
                <section className="flex flex-col gap-2">
                  <h2 className="text-base font-medium">Wrappers</h2>
                  <DataTable<ForeignDataWrapper>
                    label="Foreign data wrappers"
                    rows={wrappers}
                    getRowKey={(wrapper) => wrapper.name}
                    columns={[
                      { header: 'Name', render: (wrapper) => wrapper.name },
                      { header: 'Handler', render: (wrapper) => wrapper.handler ?? <span className="text-muted">None</span> },
                      { header: 'Validator', render: (wrapper) => wrapper.validator ?? <span className="text-muted">None</span> },
                      { header: 'Owner', render: (wrapper) => wrapper.owner },
                    ]}
                  />
                </section>
              )}
              {wrappers.length > 0 && (
                <section className="flex flex-col gap-2">
                  <h2 className="text-base font-medium">Servers</h2>
                  {servers.length === 0 ? (
                    <p className="text-sm text-muted">No foreign servers. Create one to connect a wrapper to its source.</p>
                  ) : (
                    <DataTable<ForeignServer>
                      label="Foreign servers"
                      rows={servers}
                      getRowKey={(server) => server.name}
                      columns={[
                        { header: 'Name', render: (server) => server.name },
                        { header: 'Wrapper', render: (server) => server.wrapper },
                        { header: 'Options', render: (server) => <Options options={server.options} /> },
                        { header: 'Owner', render: (server) => server.owner },
                        { header: 'Actions', render: (server) => dropButton({ kind: 'server', name: server.name }) },
                      ]}
                    />
                  )}
                </section>
              )}
              {tables.length > 0 && (
                <section className="flex flex-col gap-2">
                  <h2 className="text-base font-medium">Foreign tables</h2>
                  <DataTable<ForeignTable>
                    label="Foreign tables"
                    rows={tables}
                    getRowKey={(table) => `${table.schema}.${table.name}`}
                    columns={[
                      { header: 'Table', render: (table) => `${table.schema}.${table.name}` },
                      { header: 'Server', render: (table) => table.server },
                      { header: 'Options', render: (table) => <Options options={table.options} /> },
                      { header: 'Actions', render: (table) => dropButton({ kind: 'table', schema: table.schema, name: table.name }) },
                    ]}
                  />
                </section>
              )}
            </div>
          )
        }}
      </QueryState>
    )
  }

  return (
    <PageShell
      title="Wrappers"
      description="Foreign data wrappers connect the database to external data sources."
      actions={
        foreignData.data &&
        foreignData.data.wrappers.length > 0 && (
          <>
            <Button variant="primary" onClick={() => setCreating('server')}>
              Create server
            </Button>
            {foreignData.data.servers.length > 0 && <Button onClick={() => setCreating('table')}>Create foreign table</Button>}
          </>
        )
      }
    >
      {renderBody()}
      {creating === 'server' && foreignData.data && (
        <ForeignServerDialog
          projectRef={projectRef}
          wrappers={foreignData.data.wrappers.map((wrapper) => wrapper.name)}
          onClose={() => setCreating(null)}
        />
      )}
      {creating === 'table' && foreignData.data && (
        <ForeignTableDialog
          projectRef={projectRef}
          servers={foreignData.data.servers.map((server) => server.name)}
          onClose={() => setCreating(null)}
        />
      )}
      {dropping && <DropForeignObjectDialog projectRef={projectRef} target={dropping} onClose={() => setDropping(null)} />}
    </PageShell>
  )
}
