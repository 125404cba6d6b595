import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'

import { MigrationsPage } from '@/components/project/database/migrations/migrations-page'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { queryHandler, renderPage } from '@/tests/database-pages/helpers/render-page'
import { server } from '@/tests/setup/msw-server'

afterEach(() => resetPlatformClient())

const TABLE_EXISTS = 'to_regclass'
const ROWS = 'to_jsonb(migration)'

describe('Migrations page', () => {
  it('lists the recorded migrations newest first, with their statements on demand, and filters them', async () => {
    server.use(
      queryHandler([
        [TABLE_EXISTS, [{ exists: true }]],
        [
          ROWS,
          [
            { migration: { version: '20250615093000', name: 'add_view', statements: ['create view v as select 1'] } },
            { migration: { version: '20240101120000', statements: ['create table a (id int)', 'alter table a enable row level security'] } },
          ],
        ],
      ])
    )
    renderPage(<MigrationsPage projectRef="default" />)

    const table = await screen.findByRole('table', { name: 'Migrations' }, { timeout: 10_000 })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      '202506150930002025-06-15 09:30:00 UTC',
      '202401011200002024-01-01 12:00:00 UTC',
    ])
    expect(rows[1]).toHaveTextContent('Unnamed')
    await userEvent.click(within(rows[1]).getByText('2 statements'))
    expect(within(rows[1]).getByText(/alter table a enable row level security/)).toBeVisible()

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search migrations' }), 'add_')
    expect(within(table).getAllByRole('row')).toHaveLength(2)
    expect(screen.getByText('1 of 2 migrations')).toBeInTheDocument()
  })

  it('says how migrations get there when the CLI never ran against the database', async () => {
    const received: string[] = []
    server.use(queryHandler([[TABLE_EXISTS, [{ exists: false }]]], received))
    renderPage(<MigrationsPage projectRef="default" />)

    expect(await screen.findByText('No migrations yet', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.getByText(/no supabase_migrations.schema_migrations table/)).toBeInTheDocument()
    expect(screen.getByText('supabase db push')).toBeInTheDocument()
    expect(received).toHaveLength(1)
  })

  it('shows what failed with a retry when the database refuses the read', async () => {
    server.use(queryHandler([[TABLE_EXISTS, new Error('permission denied for schema supabase_migrations')]]))
    renderPage(<MigrationsPage projectRef="default" />)

    expect(await screen.findByText(/permission denied for schema supabase_migrations/, {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument()
  })
})
