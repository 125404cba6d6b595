'use client'

import { DataTable } from '@/components/ui/data-table'
import { QueryState } from '@/components/ui/query-state'
import type { FunctionLogKind } from '@/lib/functions/function-logs'
import { formatDisplayDate } from '@/lib/format/date'
import { logFieldValue, logTimestampToMs, type LogRow } from '@/lib/logs/log-rows'

import { useFunctionLogs } from './use-function-logs'

function LogList({ projectRef, functionId, kind, title }: { projectRef: string; functionId: string; kind: FunctionLogKind; title: string }) {
  const { query, rows } = useFunctionLogs(projectRef, functionId, kind)
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h2 className="text-base font-medium">{title}</h2>
      <QueryState query={query} what={title.toLowerCase()} isEmpty={() => (rows ?? []).length === 0} empty={<p className="text-sm text-muted">{`No ${title.toLowerCase()} in the last 24 hours.`}</p>}>
        {(data) =>
          data.errorMessage ? (
            <p className="text-sm text-muted">{data.errorMessage}</p>
          ) : (
            <DataTable<LogRow>
              label={title}
              rows={rows ?? []}
              getRowKey={(row, index) => String(row.id ?? index)}
              columns={[
                { header: 'Time', render: (row) => formatDisplayDate(new Date(logTimestampToMs(row.timestamp))) },
                { header: 'Event', render: (row) => <span className="font-mono text-xs">{String(row.event_message ?? '')}</span> },
                kind === 'invocations'
                  ? { header: 'Duration', render: (row) => `${String(logFieldValue(row, 'metadata.execution_time_ms') ?? '')} ms` }
                  : { header: 'Level', render: (row) => String(logFieldValue(row, 'metadata.level') ?? '') },
              ]}
            />
          )
        }
      </QueryState>
    </section>
  )
}

/** The function's invocations and its own log lines, from the logs explorer's sources. */
export function FunctionLogsTab({ projectRef, functionId, isPlatform }: { projectRef: string; functionId: string; isPlatform: boolean }) {
  if (!isPlatform) {
    return (
      <p className="text-sm text-muted">
        Self-hosted, the edge runtime prints each function&apos;s logs to its own output: read them with <code>docker compose logs functions</code> (or your runtime&apos;s log collector).
      </p>
    )
  }
  return (
    <div className="flex flex-col gap-6">
      <LogList projectRef={projectRef} functionId={functionId} kind="invocations" title="Invocations" />
      <LogList projectRef={projectRef} functionId={functionId} kind="logs" title="Logs" />
    </div>
  )
}
