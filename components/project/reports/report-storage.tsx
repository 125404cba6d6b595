'use client'

import type { ReactNode } from 'react'

import { DataTable } from '@/components/ui/data-table'
import { formatBytes } from '@/lib/format/bytes'
import type { IndexUsageRow, TableHealthRow } from '@/lib/reports/database-report-sql'

const count = (value: number) => Math.round(value).toLocaleString('en-US')
const deadShare = (row: TableHealthRow) =>
  row.live_rows + row.dead_rows > 0 ? `${((100 * row.dead_rows) / (row.live_rows + row.dead_rows)).toFixed(1)}%` : '—'
const when = (value: string | null) => (value ? value.slice(0, 19).replace('T', ' ') : 'Never')

function Titled({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="text-sm font-medium">
        {title}
      </h3>
      {children}
    </section>
  )
}

function TableList({ label, rows }: { label: string; rows: TableHealthRow[] }) {
  if (rows.length === 0) return <p className="text-sm text-muted">None.</p>
  return (
    <DataTable<TableHealthRow>
      label={label}
      rows={rows}
      getRowKey={(row) => `${row.schema}.${row.name}`}
      columns={[
        { header: 'Table', render: (row) => <span className="font-mono text-xs">{`${row.schema}.${row.name}`}</span> },
        { header: 'Size', render: (row) => formatBytes(row.total_bytes) },
        { header: 'Live rows', render: (row) => count(row.live_rows) },
        { header: 'Dead rows', render: (row) => `${count(row.dead_rows)} (${deadShare(row)})` },
        { header: 'Last vacuum', render: (row) => when(row.last_vacuum) },
        { header: 'Last analyze', render: (row) => when(row.last_analyze) },
      ]}
    />
  )
}

function IndexList({ label, rows }: { label: string; rows: IndexUsageRow[] }) {
  if (rows.length === 0) return <p className="text-sm text-muted">None.</p>
  return (
    <DataTable<IndexUsageRow>
      label={label}
      rows={rows}
      getRowKey={(row) => `${row.schema}.${row.name}`}
      columns={[
        { header: 'Index', render: (row) => <span className="font-mono text-xs">{`${row.schema}.${row.name}`}</span> },
        { header: 'Table', render: (row) => row.table_name },
        { header: 'Size', render: (row) => formatBytes(row.bytes) },
        { header: 'Scans', render: (row) => count(row.scans) },
      ]}
    />
  )
}

/** Where the space goes and what needs upkeep: largest tables and indexes, dead rows, indexes never used. */
export function ReportStorage({ tables, indexes }: { tables: TableHealthRow[]; indexes: IndexUsageRow[] }) {
  return (
    <div className="flex flex-col gap-4">
      <Titled id="report-largest-tables" title="Largest tables">
        <TableList label="Largest tables" rows={tables.filter((row) => row.list === 'largest')} />
      </Titled>
      <Titled id="report-dead-rows" title="Most dead rows">
        <TableList label="Tables with the most dead rows" rows={tables.filter((row) => row.list === 'dead_rows')} />
      </Titled>
      <Titled id="report-largest-indexes" title="Largest indexes">
        <IndexList label="Largest indexes" rows={indexes.filter((row) => row.list === 'largest')} />
      </Titled>
      <Titled id="report-unused-indexes" title="Unused indexes (never scanned, not unique)">
        <IndexList label="Unused indexes" rows={indexes.filter((row) => row.list === 'unused')} />
      </Titled>
    </div>
  )
}
