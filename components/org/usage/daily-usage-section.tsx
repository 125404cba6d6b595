'use client'

import { useMemo, useState } from 'react'

import { DataTable } from '@/components/ui/data-table'
import { lazyComponent } from '@/components/ui/lazy-component'
import { QueryState } from '@/components/ui/query-state'
import { SelectField } from '@/components/ui/select-field'
import { useOrgDailyUsageQuery } from '@/data/usage/org-daily-usage-query'
import { dailyMetrics, dailySeries } from '@/lib/usage/daily'
import { formatUsageValue, metricInfo, orderMetrics } from '@/lib/usage/metrics'

// recharts is only needed here: load it with the usage route, in the browser only.
const DailyUsageChart = lazyComponent(() => import('./daily-usage-chart').then((module) => module.default), {
  isClientOnly: true,
  fallback: <div className="h-[200px]" aria-hidden="true" />,
})

/** One metric per day over the billing cycle: a metric picker, the bar chart and the same numbers as a table. */
export function DailyUsageSection({ slug, start, end }: { slug: string; start: string; end: string }) {
  const daily = useOrgDailyUsageQuery({ slug, start, end })
  const [picked, setPicked] = useState<string | null>(null)
  const metrics = useMemo(() => orderMetrics(dailyMetrics(daily.data?.usages ?? [])), [daily.data])
  const metric = picked !== null && metrics.includes(picked) ? picked : metrics[0]
  const points = useMemo(() => (metric ? dailySeries(daily.data?.usages ?? [], metric) : []), [daily.data, metric])

  return (
    <QueryState query={daily} what="daily usage">
      {() => {
        if (!metric) return <p className="text-sm text-muted">No usage has been recorded in this billing cycle yet.</p>

        const { label, unit } = metricInfo(metric)
        return (
          <div className="flex flex-col gap-3">
            <SelectField
              label="Metric"
              value={metric}
              options={metrics.map((value) => ({ value, label: metricInfo(value).label }))}
              onChange={setPicked}
            />
            {/* The chart repeats the table below: assistive technology reads the table, so the chart is hidden from it and takes no tab stop. */}
            <figure aria-hidden="true" data-testid="daily-usage-chart" className="rounded-md border border-border p-3">
              <DailyUsageChart points={points} unit={unit} />
            </figure>
            <DataTable
              variant="plain"
              label={`${label} per day`}
              className="max-w-md"
              columns={[
                { header: 'Day (UTC)', render: (point) => point.day },
                { header: label, className: 'text-right tabular-nums', render: (point) => formatUsageValue(point.value, unit) },
              ]}
              rows={points}
              getRowKey={(point) => point.day}
            />
          </div>
        )
      }}
    </QueryState>
  )
}
