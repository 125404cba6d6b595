'use client'

import { Plus } from 'lucide-react'
import { useState } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { QueryError } from '@/components/ui/query-error'
import { Spinner } from '@/components/ui/spinner'
import type { PgTable } from '@/lib/api/types'
import { formatRowCount } from '@/lib/table-editor/format-rows'
import { cn } from '@/lib/utils/cn'

export interface TableListProps {
  projectRef: string
  schema: string
  tables: readonly PgTable[] | undefined
  isLoading: boolean
  error: Error | null
  /** Loads the failed catalogue reads again. */
  onRetry?: () => void
  activeTableId?: number
  /** Opens the New table panel. */
  onNewTable?: () => void
}

/** The schema's tables, each with its estimated row count (statistics, never a count(*)). */
export function TableList({ projectRef, schema, tables, isLoading, error, onRetry, activeTableId, onNewTable }: TableListProps) {
  const [search, setSearch] = useState('')
  const needle = search.trim().toLowerCase()
  const shown = (tables ?? []).filter((table) => table.name.toLowerCase().includes(needle))

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      {onNewTable && (
        <Button size="small" variant="outline" icon={<Plus aria-hidden="true" className="size-4" />} onClick={onNewTable}>
          New table
        </Button>
      )}
      <Input
        aria-label="Search tables"
        placeholder="Search tables"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="h-8"
      />
      {isLoading && (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Spinner /> Loading tables…
        </p>
      )}
      {error && <QueryError what="tables" error={error} onRetry={onRetry} />}
      {tables && shown.length === 0 && (
        <p className="text-sm text-muted">{needle ? 'No tables match your search' : `No tables in ${schema}`}</p>
      )}
      <ul aria-label={`Tables in ${schema}`} className="min-h-0 flex-1 overflow-y-auto">
        {shown.map((table) => {
          const isActive = table.id === activeTableId
          return (
            <li key={table.id}>
              <AppLink
                href={`/project/${projectRef}/editor/${table.id}?schema=${encodeURIComponent(schema)}`}
                aria-current={isActive ? 'page' : undefined}
                className={cn(
                  'flex items-baseline justify-between gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-background',
                  isActive ? 'bg-background font-medium text-foreground' : 'text-muted'
                )}
              >
                <span className="truncate">{table.name}</span>
                <span className="shrink-0 text-xs text-muted">{formatRowCount(table.live_rows_estimate, true)}</span>
              </AppLink>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
