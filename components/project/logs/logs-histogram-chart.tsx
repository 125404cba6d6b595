'use client'

import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

import type { HistogramBucket } from '@/lib/logs/histogram'

const timeLabel = (ms: number, isLongWindow: boolean) =>
  new Date(ms).toLocaleString(undefined, isLongWindow ? { month: 'short', day: 'numeric', hour: '2-digit' } : { hour: '2-digit', minute: '2-digit' })

/** The bar chart itself; recharts is heavy, so logs-histogram.tsx loads this file only on the logs page. */
export default function LogsHistogramChart({ buckets }: { buckets: readonly HistogramBucket[] }) {
  const span = buckets.length > 1 ? buckets[buckets.length - 1].start - buckets[0].start : 0
  const isLongWindow = span > 24 * 60 * 60_000
  return (
    <ResponsiveContainer width="100%" height={120}>
      <BarChart data={[...buckets]} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
        <XAxis
          dataKey="start"
          tickFormatter={(value: number) => timeLabel(value, isLongWindow)}
          tick={{ fontSize: 10 }}
          minTickGap={24}
        />
        <YAxis allowDecimals={false} width={32} tick={{ fontSize: 10 }} />
        <Tooltip
          labelFormatter={(value) => new Date(Number(value)).toLocaleString()}
          formatter={(value) => [String(value), 'Events']}
        />
        <Bar dataKey="count" fill="var(--color-brand)" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  )
}
