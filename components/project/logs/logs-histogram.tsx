'use client'

import { useMemo } from 'react'

import { lazyComponent } from '@/components/ui/lazy-component'
import { buildHistogram } from '@/lib/logs/histogram'
import { logTimestampToMs, type LogRow } from '@/lib/logs/log-rows'
import type { TimeWindow } from '@/lib/logs/time-range'

// recharts is only needed here: load it with the logs route, in the browser only.
const LogsHistogramChart = lazyComponent(() => import('./logs-histogram-chart').then((module) => module.default), {
  isClientOnly: true,
  fallback: <div className="h-[120px]" aria-hidden="true" />,
})

/** Events per time bucket of the rows shown, over the whole selected window. */
export function LogsHistogram({ rows, window }: { rows: readonly LogRow[]; window: TimeWindow }) {
  const buckets = useMemo(
    () => buildHistogram(rows.map((row) => logTimestampToMs(row.timestamp)), window.start.getTime(), window.end.getTime()),
    [rows, window.start, window.end]
  )
  const peak = buckets.reduce((max, bucket) => Math.max(max, bucket.count), 0)
  return (
    <figure className="flex flex-col gap-1 rounded-md border border-border p-3">
      <figcaption className="text-xs text-muted">
        {`${rows.length} ${rows.length === 1 ? 'event' : 'events'} in ${buckets.length} buckets (busiest: ${peak})`}
      </figcaption>
      <LogsHistogramChart buckets={buckets} />
    </figure>
  )
}
