'use client'

import { LogsHistogram } from '@/components/project/logs/logs-histogram'
import { Badge } from '@/components/ui/badge'
import { CopyButton } from '@/components/ui/copy-button'
import { QueryState } from '@/components/ui/query-state'
import type { EdgeFunction } from '@/data/edge-functions/edge-functions-query'
import { formatDisplayDate } from '@/lib/format/date'

import { useFunctionLogs } from './use-function-logs'

/** Status, version, URL, and invocations over the last 24 hours (from function_edge_logs). */
export function FunctionOverview({ projectRef, fn, url, isPlatform }: { projectRef: string; fn: EdgeFunction; url: string; isPlatform: boolean }) {
  const invocations = useFunctionLogs(projectRef, fn.id, 'invocations', { enabled: isPlatform })
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">
        <dt className="text-muted">Status</dt>
        <dd>
          <Badge>{fn.status}</Badge>
        </dd>
        {isPlatform && (
          <>
            <dt className="text-muted">Version</dt>
            <dd>{fn.version}</dd>
          </>
        )}
        <dt className="text-muted">Last deployed</dt>
        <dd>{fn.updated_at ? formatDisplayDate(fn.updated_at) : ''}</dd>
        <dt className="text-muted">URL</dt>
        <dd className="flex min-w-0 items-center gap-2">
          <code className="min-w-0 text-xs break-all" aria-label="Function URL">
            {url}
          </code>
          <CopyButton text={url} size="tiny" copyLabel="Copy URL" />
        </dd>
      </dl>
      <section aria-label="Invocations" className="flex flex-col gap-2">
        <h2 className="text-base font-medium">Invocations (last 24 hours)</h2>
        {isPlatform ? (
          <QueryState query={invocations.query} what="invocations">
            {(data) =>
              data.errorMessage ? (
                <p className="text-sm text-muted">{data.errorMessage}</p>
              ) : (
                <LogsHistogram rows={invocations.rows ?? []} window={invocations.window} />
              )
            }
          </QueryState>
        ) : (
          <p className="text-sm text-muted">
            A self-hosted edge runtime writes its invocations to its own output (for example <code>docker compose logs functions</code>); the dashboard has no analytics store to count them from.
          </p>
        )}
      </section>
    </div>
  )
}
