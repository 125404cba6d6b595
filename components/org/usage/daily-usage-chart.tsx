'use client'

import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

import type { DailyPoint } from '@/lib/usage/daily'
import { formatUsageValue, type UsageUnit } from '@/lib/usage/metrics'

/** The bars of one metric per day; recharts is heavy, so daily-usage-section.tsx loads this file only on the usage page. */
export default function DailyUsageChart({ points, unit }: { points: readonly DailyPoint[]; unit: UsageUnit }) {
  return (
    <ResponsiveContainer width="100%" height={200}>
      <BarChart data={[...points]} margin={{ top: 4, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <XAxis dataKey="day" tickFormatter={(day: string) => day.slice(5)} tick={{ fontSize: 10 }} minTickGap={16} />
        <YAxis width={64} tick={{ fontSize: 10 }} tickFormatter={(value: number) => formatUsageValue(value, unit)} />
        <Tooltip formatter={(value) => [formatUsageValue(Number(value), unit), 'Usage']} />
        <Bar dataKey="value" fill="var(--color-brand)" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  )
}
