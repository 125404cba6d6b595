'use client'

import { keepPreviousData } from '@tanstack/react-query'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useState, useSyncExternalStore } from 'react'

import { useConfig } from '@/lib/config/use-config'
import { Button } from '@/components/ui/button'
import { QueryError, QueryLoading } from '@/components/ui/query-state'
import { useOrganizationAuditLogsQuery } from '@/data/organizations/organization-audit-logs-query'
import { defaultAuditRangeInput, toAuditRange, type AuditRange, type AuditRangeInput } from '@/lib/audit-logs/date-range'
import { auditFilterOptions, filterAuditLogs, parseAuditFilters, withAuditFilters, type AuditFilters } from '@/lib/audit-logs/filters'

import { AuditFiltersBar } from './audit-filters'
import { AuditLogsTable } from './audit-logs-table'
import { AuditRangeForm } from './audit-range-form'
import { OrganizationSettingsLayout } from './organization-settings-layout'
import { PlatformOnlyNotice } from './platform-only-notice'

const subscribeToNothing = () => () => {}

/** The default range is computed once, on the client, from the viewer's clock. */
function initialRange(input: AuditRangeInput): AuditRange {
  const result = toAuditRange(input)
  // The default range is always valid; this only guards against a broken clock.
  return 'range' in result ? result.range : { date_start: new Date(0).toISOString(), date_end: new Date().toISOString() }
}

function AuditLogs({ slug }: { slug: string }) {
  const [initialInput] = useState(() => defaultAuditRangeInput(new Date()))
  const [range, setRange] = useState<AuditRange>(() => initialRange(initialInput))
  // A new range keeps the previous rows on screen until its own arrive.
  const logs = useOrganizationAuditLogsQuery({ slug, ...range }, { placeholderData: keepPreviousData })
  const router = useRouter()
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const filters = parseAuditFilters(searchParams)
  const setFilters = (next: AuditFilters) => {
    const query = withAuditFilters(searchParams, next)
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false })
  }
  const shown = logs.data ? filterAuditLogs(logs.data.result, filters) : []
  const isFiltered = filters.action !== null || filters.member !== null

  return (
    <div className="flex flex-col gap-4">
      <AuditRangeForm initialInput={initialInput} onApply={setRange} />
      {logs.isPending ? (
        <QueryLoading label="Loading audit logs…" />
      ) : logs.isError ? (
        <QueryError what="audit logs" unavailableIn="organization" error={logs.error} onRetry={() => logs.refetch()} />
      ) : (
        <>
          <p className="text-sm text-muted">{`Audit logs are kept for ${logs.data.retention_period} days on this organization's plan.`}</p>
          <AuditFiltersBar filters={filters} options={auditFilterOptions(logs.data.result, filters)} onChange={setFilters} />
          {logs.data.result.length === 0 && !isFiltered ? (
            <p className="text-sm text-muted">No audit logs in this period.</p>
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
      )}
    </div>
  )
}

function ClientOnlyAuditLogs({ slug }: { slug: string }) {
  // "The last 24 hours" depends on the viewer's clock and zone, which the server render cannot know.
  const isClient = useSyncExternalStore(subscribeToNothing, () => true, () => false)
  if (!isClient) return <QueryLoading label="Loading audit logs…" />
  return <AuditLogs slug={slug} />
}

/** /org/{slug}/audit: what happened in the organization, in a date range (default the last 24 hours). */
export function AuditPage({ slug }: { slug: string }) {
  const { isPlatform } = useConfig()
  return (
    <OrganizationSettingsLayout slug={slug} current="audit" title="Audit logs">
      {isPlatform ? <ClientOnlyAuditLogs slug={slug} /> : <PlatformOnlyNotice feature="The organization audit log" />}
    </OrganizationSettingsLayout>
  )
}
