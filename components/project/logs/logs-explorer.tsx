'use client'

import { RefreshCw } from 'lucide-react'
import { useState } from 'react'

import { PageShell } from '@/components/ui/page-shell'
import { QueryError, QueryLoading } from '@/components/ui/query-state'
import { SelectField } from '@/components/ui/select-field'
import { useConfig } from '@/lib/config/use-config'
import { Admonition } from '@/components/ui/admonition'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { lazyComponent } from '@/components/ui/lazy-component'
import { useLogQueriesQuery } from '@/data/content/log-queries-query'
import { useLogsQuery } from '@/data/logs/logs-query'
import { LOG_SOURCES, type LogSourceReference } from '@/lib/catalog/log-sources'
import { useRecentLogQueries } from '@/stores/recent-log-queries-store'

import { LogFieldPicker } from './log-field-picker'
import { LogQueriesPanel } from './log-queries-panel'
import { LogQueryGenerator } from './log-query-generator'
import { LogsHistogram } from './logs-histogram'
import { LogsQueryEditor } from './logs-query-editor'
import { LogsResults } from './logs-results'
import { TimeRangePicker } from './time-range-picker'
import { useLogsExplorer } from './use-logs-explorer'

const SaveLogQueryDialog = lazyComponent(() => import('./save-log-query-dialog').then((module) => module.SaveLogQueryDialog))

const SOURCE_OPTIONS = LOG_SOURCES.map((source) => ({ value: source.reference, label: `${source.name} (${source.reference})` }))
const LIMIT_OPTIONS = [100, 500, 1000].map((limit) => ({ value: String(limit), label: `${limit} rows` }))

/** /project/{ref}/logs: pick a source, fields and a time range; see a histogram and the events. */
export function LogsExplorer({ projectRef }: { projectRef: string }) {
  const { isPlatform } = useConfig()
  const explorer = useLogsExplorer()
  const recordRun = useRecentLogQueries((state) => state.recordRun)
  const saved = useLogQueriesQuery({ ref: projectRef })
  const [isSaving, setIsSaving] = useState(false)
  // A query run from the editor, a template, a saved or recent query or the generator: kept in the recent list.
  const runSql = (sql: string | null) => {
    explorer.setCustomSql(sql)
    if (sql) recordRun(projectRef, sql)
  }
  const { window } = explorer.timeRange
  const logs = useLogsQuery(
    { projectRef, sql: explorer.sql, start: window?.start.toISOString() ?? '', end: window?.end.toISOString() ?? '' },
    { enabled: Boolean(window) }
  )

  // A query of the editor's own selects what it likes: show the columns it answered with.
  const shownFields = (rows: readonly Record<string, unknown>[]) =>
    explorer.isCustomSql && rows[0] ? Object.keys(rows[0]) : explorer.fields

  const renderResults = () => {
    if (explorer.timeRange.error) {
      return (
        <p role="alert" className="text-sm text-destructive">
          {explorer.timeRange.error}
        </p>
      )
    }
    if (logs.error) return <QueryError what="logs" error={logs.error} onRetry={() => logs.refetch()} />
    if (!logs.data || !window) return <QueryLoading label="Loading logs…" />
    if (logs.data.errorMessage) {
      return (
        <Admonition type="warning" title={isPlatform ? 'The logs query failed' : 'Logs are not available here'}>
          {logs.data.errorMessage}
        </Admonition>
      )
    }
    return (
      <div className="flex flex-col gap-4" aria-busy={logs.isFetching || undefined}>
        <LogsHistogram rows={logs.data.rows} window={window} />
        <LogsResults rows={logs.data.rows} fields={shownFields(logs.data.rows)} />
      </div>
    )
  }

  return (
    <PageShell
      title="Logs"
      description={
        isPlatform
          ? 'Query the logs of every service of this project.'
          : "A self-hosted dashboard reads Postgres's own server log (the Database source)."
      }
      actions={
        <Button size="small" loading={logs.isFetching} icon={<RefreshCw aria-hidden="true" className="size-3.5" />} onClick={explorer.refresh}>
          Refresh
        </Button>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside className="flex min-w-0 flex-col gap-4">
          <SelectField
            label="Source"
            value={explorer.source.reference}
            options={SOURCE_OPTIONS}
            onChange={(value) => explorer.setSource(value as LogSourceReference)}
          />
          <LogFieldPicker source={explorer.source} selected={explorer.fields} onToggle={explorer.toggleField} />
          <LogQueriesPanel projectRef={projectRef} source={explorer.source} onOpen={runSql} />
        </aside>
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-end gap-3">
            <TimeRangePicker
              range={explorer.range}
              custom={explorer.custom}
              onRangeChange={explorer.setRange}
              onCustomChange={explorer.setCustom}
            />
            <label className="flex min-w-48 flex-1 flex-col gap-1 text-xs font-medium text-muted">
              Search event messages
              <Input value={explorer.search} onChange={(event) => explorer.setSearch(event.target.value)} className="h-8" />
            </label>
            <SelectField
              label="Limit"
              value={String(explorer.limit)}
              options={LIMIT_OPTIONS}
              onChange={(value) => explorer.setLimit(Number(value))}
            />
          </div>
          <LogQueryGenerator projectRef={projectRef} source={explorer.source.reference} onGenerated={runSql} />
          <LogsQueryEditor
            key={explorer.sql}
            sql={explorer.sql}
            isCustom={explorer.isCustomSql}
            onRun={runSql}
            onReset={() => explorer.setCustomSql(null)}
            onSave={() => setIsSaving(true)}
          />
          {isSaving && (
            <SaveLogQueryDialog
              projectRef={projectRef}
              sql={explorer.sql}
              takenNames={(saved.data ?? []).map((query) => query.name)}
              onClose={() => setIsSaving(false)}
            />
          )}
          {renderResults()}
        </div>
      </div>
    </PageShell>
  )
}
