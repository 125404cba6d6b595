'use client'

import { lazyComponent } from '@/components/ui/lazy-component'
import { cacheHitPercent, connectionSummary, ratePoints, SAMPLE_INTERVAL_MS } from '@/lib/reports/database-rates'
import type { DatabaseCounters } from '@/lib/reports/database-report-sql'

// recharts is only needed on this report: it loads with the route, in the browser only.
const ReportRatesChart = lazyComponent(() => import('./report-rates-chart').then((module) => module.default), {
  isClientOnly: true,
  fallback: <div className="h-[220px]" aria-hidden="true" />,
})

const percent = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)}%`)
const perSecond = (value: number | undefined) => (value === undefined ? '—' : `${value >= 100 ? value.toFixed(0) : value.toFixed(1)}/s`)

function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-md border border-border p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
      {detail && <dd className="text-xs text-muted">{detail}</dd>}
    </div>
  )
}

/** Connections, cache, throughput and deadlocks from the samples taken while the report is open. */
export function ReportActivity({ samples }: { samples: readonly DatabaseCounters[] }) {
  const latest = samples.at(-1)!
  const points = ratePoints(samples)
  const last = points.at(-1)
  const connections = connectionSummary(latest)
  const windowDeadlocks = points.reduce((sum, point) => sum + point.deadlocks, 0)
  return (
    <section aria-labelledby="report-activity" className="flex flex-col gap-3">
      <h2 id="report-activity" className="font-medium">
        Activity
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
        <Stat
          label="Connections"
          value={`${connections.total} / ${connections.max}`}
          detail={connections.states.map(({ state, count }) => `${count} ${state}`).join(', ') || 'No client connections'}
        />
        <Stat label="Cache hit ratio" value={percent(cacheHitPercent(latest))} detail={`Last interval: ${percent(last?.cacheHitPercent ?? null)}`} />
        <Stat label="Transactions" value={perSecond(last?.transactionsPerSecond)} detail="Commits and rollbacks" />
        <Stat label="Rows" value={perSecond(last?.rowsReadPerSecond)} detail={`Read; ${perSecond(last?.rowsWrittenPerSecond)} written`} />
        <Stat label="Deadlocks" value={String(latest.deadlocks)} detail={`${windowDeadlocks} while this report was open`} />
      </dl>
      {points.length === 0 ? (
        <p className="text-sm text-muted">{`Rates appear after the next sample (every ${SAMPLE_INTERVAL_MS / 1000} s while this page is open).`}</p>
      ) : (
        // The chart repeats the figures above for the eye; assistive technology reads those.
        <figure aria-hidden="true" data-testid="report-rates-chart" className="rounded-md border border-border p-3">
          <ReportRatesChart points={points} />
        </figure>
      )}
    </section>
  )
}
