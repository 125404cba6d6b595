'use client'

import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

import type { InfraPoint } from '@/lib/reports/infra-metrics'

const time = (at: number, spansDays: boolean) => {
  const iso = new Date(at).toISOString()
  return spansDays ? `${iso.slice(5, 10)} ${iso.slice(11, 16)}` : iso.slice(11, 16)
}

/** One infrastructure metric in percent over the chosen range; recharts loads with the report only. */
export default function InfraMetricChart({ points, name }: { points: readonly InfraPoint[]; name: string }) {
  const spansDays = points.length > 1 && points[points.length - 1].at - points[0].at > 86_400_000
  return (
    <ResponsiveContainer width="100%" height={160}>
      <AreaChart data={[...points]} margin={{ top: 4, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
        <XAxis dataKey="at" tickFormatter={(at) => time(Number(at), spansDays)} tick={{ fontSize: 10 }} minTickGap={32} />
        <YAxis width={40} domain={[0, 100]} tick={{ fontSize: 10 }} tickFormatter={(value) => `${value}%`} />
        <Tooltip labelFormatter={(at) => `${time(Number(at), true)} UTC`} formatter={(value) => [`${Number(value).toFixed(1)}%`, name]} />
        <Area dataKey="value" name={name} stroke="var(--color-brand)" fill="var(--color-brand)" fillOpacity={0.15} dot={false} isAnimationActive={false} />
      </AreaChart>
    </ResponsiveContainer>
  )
}
