'use client'

import { keepPreviousData } from '@tanstack/react-query'
import { useState, useSyncExternalStore } from 'react'

import { useConfig } from '@/components/providers/config-provider'
import { useOrganizationAuditLogsQuery } from '@/data/organizations/organization-audit-logs-query'
import { defaultAuditRangeInput, toAuditRange, type AuditRange, type AuditRangeInput } from '@/lib/audit-logs/date-range'

import { AuditLogsTable } from './audit-logs-table'
import { AuditRangeForm } from './audit-range-form'
import { OrganizationSettingsLayout } from './organization-settings-layout'
import { PlatformOnlyNotice } from './platform-only-notice'
import { QueryError, QueryLoading } from '@/components/ui/query-state'

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
          {logs.data.result.length === 0 ? (
            <p className="text-sm text-muted">No audit logs in this period.</p>
          ) : (
            <AuditLogsTable logs={logs.data.result} />
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
