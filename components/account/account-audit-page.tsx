'use client'

import { keepPreviousData } from '@tanstack/react-query'
import { useState, useSyncExternalStore } from 'react'

import { AuditLogsTable } from '@/components/org/settings/audit-logs-table'
import { AuditRangeForm } from '@/components/org/settings/audit-range-form'
import { QueryError, QueryLoading } from '@/components/ui/query-state'
import { useProfileAuditLogsQuery } from '@/data/profile/profile-audit-logs-query'
import { defaultAuditRangeInput, toAuditRange, type AuditRange } from '@/lib/audit-logs/date-range'

import { AccountLayout } from './account-layout'

const subscribeToNothing = () => () => {}

function AccountAuditLogs() {
  const [initialInput] = useState(() => defaultAuditRangeInput(new Date()))
  const [range, setRange] = useState<AuditRange>(() => {
    const result = toAuditRange(initialInput)
    // The default range is always valid; this only guards against a broken clock.
    return 'range' in result ? result.range : { date_start: new Date(0).toISOString(), date_end: new Date().toISOString() }
  })
  // A new range keeps the previous rows on screen until its own arrive.
  const logs = useProfileAuditLogsQuery(range, { placeholderData: keepPreviousData })

  return (
    <div className="flex flex-col gap-4">
      <AuditRangeForm initialInput={initialInput} onApply={setRange} />
      {logs.isPending ? (
        <QueryLoading label="Loading audit logs…" />
      ) : logs.isError ? (
        <QueryError what="Audit logs" error={logs.error} onRetry={() => logs.refetch()} />
      ) : (
        <>
          <p className="text-sm text-muted">{`Your account's audit logs are kept for ${logs.data.retention_period} days.`}</p>
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

/** /account/audit: what this account did, across organizations, in a date range (default the last 24 hours). */
export function AccountAuditPage() {
  // "The last 24 hours" depends on the viewer's clock and zone, which the server render cannot know.
  const isClient = useSyncExternalStore(subscribeToNothing, () => true, () => false)
  return (
    <AccountLayout current="audit" title="Audit logs">
      {isClient ? <AccountAuditLogs /> : <QueryLoading label="Loading audit logs…" />}
    </AccountLayout>
  )
}
