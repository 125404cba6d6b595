'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useState, useSyncExternalStore } from 'react'

import { Button } from '@/components/ui/button'
import { QueryLoading, QueryState, type QueryLike } from '@/components/ui/query-state'
import type { AuditLog } from '@/lib/api/types'
import { defaultAuditRangeInput, toAuditRange, type AuditRange, type AuditRangeInput } from '@/lib/audit-logs/date-range'
import { auditFilterOptions, filterAuditLogs, parseAuditFilters, withAuditFilters, type AuditFilters } from '@/lib/audit-logs/filters'

import { AuditFiltersBar } from './audit-filters'
import { AuditLogsTable } from './audit-logs-table'
import { AuditRangeForm } from './audit-range-form'

/** Whose audit log a page shows: how it is read and how the page words it. */
export interface AuditLogSource {
  /** Reads the log for a range; a new range keeps the previous rows on screen until its own arrive. */
  useLogs: (range: AuditRange) => QueryLike<{ retention_period: number; result: AuditLog[] }>
  /** Names the log in "Could not load …". */
  what: string
  /** A 404 from the server means the deployment has no audit log for this (QueryError's `unavailableIn`). */
  unavailableIn?: string
  retentionNote: (days: number) => string
  /** Offers the action and member filters (kept in the URL). */
  isFilterable: boolean
}

const subscribeToNothing = () => () => {}

/** The default range is computed once, on the client, from the viewer's clock. */
function initialRange(input: AuditRangeInput): AuditRange {
  const result = toAuditRange(input)
  // The default range is always valid; this only guards against a broken clock.
  return 'range' in result ? result.range : { date_start: new Date(0).toISOString(), date_end: new Date().toISOString() }
}

const NO_LOGS = <p className="text-sm text-muted">No audit logs in this period.</p>

function FilteredAuditLogs({ logs }: { logs: AuditLog[] }) {
  const router = useRouter()
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const filters = parseAuditFilters(searchParams)
  const setFilters = (next: AuditFilters) => {
    const query = withAuditFilters(searchParams, next)
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false })
  }
  const shown = filterAuditLogs(logs, filters)
  const isFiltered = filters.action !== null || filters.member !== null
  return (
    <>
      <AuditFiltersBar filters={filters} options={auditFilterOptions(logs, filters)} onChange={setFilters} />
      {logs.length === 0 && !isFiltered ? (
        NO_LOGS
      ) : shown.length === 0 ? (
        <div className="flex items-center gap-3 text-sm text-muted">
          <p>No audit logs in this period match these filters.</p>
          <Button size="tiny" onClick={() => setFilters({ action: null, member: null })}>
            Clear filters
          </Button>
        </div>
      ) : (
        <AuditLogsTable logs={shown} />
      )}
    </>
  )
}

function AuditLogs({ source }: { source: AuditLogSource }) {
  const [initialInput] = useState(() => defaultAuditRangeInput(new Date()))
  const [range, setRange] = useState<AuditRange>(() => initialRange(initialInput))
  const logs = source.useLogs(range)
  return (
    <div className="flex flex-col gap-4">
      <AuditRangeForm initialInput={initialInput} onApply={setRange} />
      <QueryState query={logs} what={source.what} loadingLabel="Loading audit logs…" unavailableIn={source.unavailableIn}>
        {(data) => (
          <>
            <p className="text-sm text-muted">{source.retentionNote(data.retention_period)}</p>
            {source.isFilterable ? (
              <FilteredAuditLogs logs={data.result} />
            ) : data.result.length === 0 ? (
              NO_LOGS
            ) : (
              <AuditLogsTable logs={data.result} />
            )}
          </>
        )}
      </QueryState>
    </div>
  )
}

/**
 * An audit log in a date range (default the last 24 hours): the account's (/account/audit) or an
 * organization's (/org/{slug}/audit), told apart by `source`.
 */
export function AuditLogView({ source }: { source: AuditLogSource }) {
  // "The last 24 hours" depends on the viewer's clock and zone, which the server render cannot know.
  const isClient = useSyncExternalStore(subscribeToNothing, () => true, () => false)
  if (!isClient) return <QueryLoading label="Loading audit logs…" />
  return <AuditLogs source={source} />
}
