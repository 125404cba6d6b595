'use client'

import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

import type { RatePoint } from '@/lib/reports/database-rates'

const time = (at: number) => new Date(at).toISOString().slice(11, 19)
const rate = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1))

/** Transactions and rows per second over the samples taken; recharts is heavy, so only the report loads this file. */
export default function ReportRatesChart({ points }: { points: readonly RatePoint[] }) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <LineChart data={[...points]} margin={{ top: 4, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
        <XAxis dataKey="at" tickFormatter={time} tick={{ fontSize: 10 }} minTickGap={24} />
        <YAxis width={56} tick={{ fontSize: 10 }} tickFormatter={rate} />
        <Tooltip labelFormatter={(at) => `${time(Number(at))} UTC`} formatter={(value) => rate(Number(value))} />
        <Legend wrapperStyle={{ fontSize: 11 }} />
        <Line name="Transactions/s" dataKey="transactionsPerSecond" stroke="var(--color-brand)" dot={false} isAnimationActive={false} />
        <Line name="Rows read/s" dataKey="rowsReadPerSecond" stroke="var(--color-warning)" dot={false} isAnimationActive={false} />
        <Line name="Rows written/s" dataKey="rowsWrittenPerSecond" stroke="var(--color-destructive)" dot={false} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  )
}
