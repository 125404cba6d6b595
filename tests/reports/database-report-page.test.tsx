import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'

import { DatabaseReportPage } from '@/components/project/reports/database-report-page'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { extension, PG_META, queryHandler, renderPage } from '@/tests/database-pages/helpers/render-page'
import { server } from '@/tests/setup/msw-server'

afterEach(() => resetPlatformClient())

const COUNTERS = {
  sampled_at_ms: 1_700_000_000_000,
  max_connections: 100,
  connections: { active: 1, idle: 4 },
  xact_commit: 1000,
  xact_rollback: 0,
  blks_read: 50,
  blks_hit: 950,
  tup_fetched: 5000,
  tup_returned: 9000,
  tup_written: 300,
  deadlocks: 2,
}
const TABLES = [
  { list: 'largest', schema: 'public', name: 'orders', total_bytes: 4 * 1048576, live_rows: 900, dead_rows: 100, last_vacuum: null, last_analyze: '2026-11-01T10:00:00+00:00' },
  { list: 'dead_rows', schema: 'public', name: 'orders', total_bytes: 4 * 1048576, live_rows: 900, dead_rows: 100, last_vacuum: null, last_analyze: null },
]
const INDEXES = [
  { list: 'largest', schema: 'public', table_name: 'orders', name: 'orders_pkey', bytes: 65536, scans: 12, is_unique: true },
  { list: 'unused', schema: 'public', table_name: 'orders', name: 'orders_note_idx', bytes: 8192, scans: 0, is_unique: false },
]
const STATEMENTS = [
  { list: 'slowest', query: 'select * from orders where note like $1', calls: 3, mean_ms: 120.5, total_ms: 361.5, rows: 3 },
  { list: 'frequent', query: 'select 1', calls: 5000, mean_ms: 0.01, total_ms: 50, rows: 5000 },
]

describe('Database report', () => {
  it('shows activity, statements and storage from the statistics views', async () => {
    server.use(
      http.get(`${PG_META}/extensions`, () => HttpResponse.json([extension('pg_stat_statements', '1.10', 'extensions')])),
      queryHandler([
        ['pg_stat_database', [COUNTERS]],
        ['pg_stat_user_tables', TABLES],
        ['pg_stat_user_indexes', INDEXES],
        ['"extensions".pg_stat_statements', STATEMENTS],
      ])
    )
    renderPage(<DatabaseReportPage projectRef="default" />)

    const activity = await screen.findByRole('region', { name: 'Activity' }, { timeout: 10_000 })
    expect(activity).toHaveTextContent('5 / 100')
    expect(activity).toHaveTextContent('4 idle, 1 active')
    expect(activity).toHaveTextContent('95.0%')
    expect(activity).toHaveTextContent('Rates appear after the next sample')

    const unused = await screen.findByRole('table', { name: 'Unused indexes' }, { timeout: 10_000 })
    expect(unused).toHaveTextContent('public.orders_note_idx')
    expect(screen.getByRole('table', { name: 'Largest tables' })).toHaveTextContent('4 MB')
    expect(screen.getByRole('table', { name: 'Tables with the most dead rows' })).toHaveTextContent('100 (10.0%)')
    const slowest = await screen.findByRole('table', { name: 'Slowest statements' }, { timeout: 10_000 })
    expect(within(slowest).getByText('select * from orders where note like $1')).toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'Most frequent statements' })).toHaveTextContent('5,000')
  })

  it('says how to get statement statistics without pg_stat_statements, and keeps the rest when one read fails', async () => {
    server.use(
      http.get(`${PG_META}/extensions`, () => HttpResponse.json([extension('pg_stat_statements', null)])),
      queryHandler([
        ['pg_stat_database', [COUNTERS]],
        ['pg_stat_user_tables', new Error('permission denied for view pg_stat_user_tables')],
        ['pg_stat_user_indexes', INDEXES],
      ])
    )
    renderPage(<DatabaseReportPage projectRef="default" />)

    expect(await screen.findByRole('region', { name: 'Activity' }, { timeout: 10_000 })).toHaveTextContent('5 / 100')
    expect(await screen.findByText(/permission denied for view pg_stat_user_tables/, {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(await screen.findByText('The pg_stat_statements extension is not enabled', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.queryByRole('table', { name: 'Unused indexes' })).not.toBeInTheDocument()
  })
})
