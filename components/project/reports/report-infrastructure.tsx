'use client'

import { useState } from 'react'

import { lazyComponent } from '@/components/ui/lazy-component'
import { QueryState } from '@/components/ui/query-state'
import { SelectField } from '@/components/ui/select-field'
import { useInfraMonitoringQuery } from '@/data/reports/infra-monitoring-query'
import { INFRA_METRICS, INFRA_RANGES, infraPeriod, type InfraRangeKey, type InfraPoint } from '@/lib/reports/infra-metrics'

// recharts loads with this report only, in the browser.
const InfraMetricChart = lazyComponent(() => import('./infra-metric-chart').then((module) => module.default), {
  isClientOnly: true,
  fallback: <div className="h-[160px]" aria-hidden="true" />,
})

function summary(points: readonly InfraPoint[]): string {
  const average = points.reduce((sum, point) => sum + point.value, 0) / points.length
  const peak = Math.max(...points.map((point) => point.value))
  return `Latest ${points[points.length - 1].value.toFixed(1)}%, average ${average.toFixed(1)}%, peak ${peak.toFixed(1)}%`
}

function InfraMetric({ projectRef, metric, period }: { projectRef: string; metric: (typeof INFRA_METRICS)[number]; period: ReturnType<typeof infraPeriod> }) {
  const query = useInfraMonitoringQuery({
    projectRef,
    attribute: metric.attribute,
    ...period,
  })
  const headingId = `infra-${metric.attribute}`
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-md border border-border p-3">
      <h3 id={headingId} className="text-sm font-medium">
        {metric.title}
      </h3>
      <p className="text-xs text-muted">{metric.description}</p>
      <QueryState query={query} what={metric.title.toLowerCase()}>
        {(points) =>
          points.length === 0 ? (
            <p className="text-sm text-muted">No data for this period.</p>
          ) : (
            <>
              <p className="text-sm tabular-nums">{summary(points)}</p>
              {/* The chart draws the figures above for the eye; assistive technology reads those. */}
              <figure aria-hidden="true" data-testid={`infra-chart-${metric.attribute}`}>
                <InfraMetricChart points={points} name={metric.title} />
              </figure>
            </>
          )
        }
      </QueryState>
    </section>
  )
}

/** The platform's CPU, memory and disk I/O charts of the project's instance, over a chosen time range. */
export function ReportInfrastructure({ projectRef }: { projectRef: string }) {
  const [range, setRange] = useState<InfraRangeKey>('24h')
  // The period is fixed when the range is picked, so re-renders ask for the same points.
  const [period, setPeriod] = useState(() => infraPeriod('24h', Date.now()))
  const pick = (key: string) => {
    setRange(key as InfraRangeKey)
    setPeriod(infraPeriod(key as InfraRangeKey, Date.now()))
  }
  return (
    <section aria-labelledby="report-infrastructure" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="report-infrastructure" className="font-medium">
          Infrastructure
        </h2>
        <SelectField
          label="Time range"
          value={range}
          options={INFRA_RANGES.map(({ key, label }) => ({
            value: key,
            label,
          }))}
          onChange={pick}
        />
      </div>
      <div className="grid gap-3 md:grid-cols-3">
        {INFRA_METRICS.map((metric) => (
          <InfraMetric key={metric.attribute} projectRef={projectRef} metric={metric} period={period} />
        ))}
      </div>
    </section>
  )
}
