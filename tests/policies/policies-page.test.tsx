import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'

import { PoliciesPage } from '@/components/project/database/policies/policies-page'
import { resetPlatformClient } from '@/lib/api/client-settings'
import type { PgColumn, PgPolicy, PgRole, PgSchema, PgTable } from '@/lib/api/types'
import { PG_META, queryHandler, renderPage } from '@/tests/database-pages/helpers/render-page'
import { server } from '@/tests/setup/msw-server'

afterEach(() => resetPlatformClient())

const table = (id: number, name: string, isRlsEnabled: boolean): PgTable => ({
  id,
  schema: 'public',
  name,
  rls_enabled: isRlsEnabled,
  rls_forced: false,
  live_rows_estimate: 0,
  size: '8 kB',
  comment: null,
  primary_keys: [],
  relationships: [],
})

const policy: PgPolicy = {
  id: 10,
  schema: 'public',
  table: 'todos',
  table_id: 1,
  name: 'own todos',
  action: 'PERMISSIVE',
  roles: ['authenticated'],
  command: 'SELECT',
  definition: '(( SELECT auth.uid() AS uid) = user_id)',
  check: null,
}

const role = (name: string): PgRole => ({ id: name.length, name, is_superuser: false, can_login: false, can_bypass_rls: false, active_connections: 0, connection_limit: -1 })

function catalogue({ policies = [policy], tables = [table(1, 'todos', true), table(2, 'notes', false)] } = {}) {
  const schemas: PgSchema[] = [
    { id: 1, name: 'public', owner: 'postgres' },
    { id: 2, name: 'auth', owner: 'postgres' },
  ]
  return [
    http.get(`${PG_META}/schemas`, () => HttpResponse.json(schemas)),
    http.get(`${PG_META}/tables`, () => HttpResponse.json(tables)),
    http.get(`${PG_META}/policies`, () => HttpResponse.json(policies)),
    http.get(`${PG_META}/roles`, () => HttpResponse.json([role('anon'), role('authenticated'), role('pg_monitor')])),
  ]
}

describe('Policies page', () => {
  it('shows each table’s RLS state and policies, and warns about an exposed table with RLS off', async () => {
    server.use(...catalogue())
    renderPage(<PoliciesPage projectRef="default" />)
    const todos = await screen.findByRole('region', { name: 'Table todos' })
    expect(within(todos).getByText('RLS enabled')).toBeInTheDocument()
    const row = within(within(todos).getByRole('table', { name: 'Policies on todos' })).getByRole('row', { name: /own todos/ })
    expect(row).toHaveTextContent('authenticated')
    expect(row).toHaveTextContent('(( SELECT auth.uid() AS uid) = user_id)')
    const notes = screen.getByRole('region', { name: 'Table notes' })
    expect(within(notes).getByText(/this table is exposed to the API/)).toBeInTheDocument()
  })

  it('explains what disabling RLS exposes before it runs', async () => {
    const received: string[] = []
    server.use(...catalogue(), queryHandler([], received))
    renderPage(<PoliciesPage projectRef="default" />)
    const user = userEvent.setup()
    const todos = await screen.findByRole('region', { name: 'Table todos' })
    await user.click(within(todos).getByRole('button', { name: 'Disable RLS' }))
    const dialog = await screen.findByRole('dialog', { name: 'Disable Row Level Security on todos' }, { timeout: 10_000 })
    expect(dialog).toHaveAccessibleDescription(
      'Every role with privileges on todos will read and change all of its rows. Its policy stops applying. The table is exposed to the API, so anyone with the public API key can then read and change all of its rows.'
    )
    expect(received).toEqual([])
  })

  it('deletes a policy with the SQL shown first, and keeps the dialog with Postgres’s error when it fails', async () => {
    const received: string[] = []
    server.use(...catalogue(), queryHandler([['drop policy', new Error('must be owner of table todos')]], received))
    renderPage(<PoliciesPage projectRef="default" />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Delete policy own todos' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete policy own todos' })
    expect(within(dialog).getByLabelText('SQL to run')).toHaveTextContent('begin; drop policy "own todos" on public.todos; commit;')
    await user.click(within(dialog).getByRole('button', { name: 'Delete policy' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('must be owner of table todos')
    expect(received).toEqual(['begin;\ndrop policy "own todos" on public.todos;\ncommit;'])
  })

  it('a failed load says what failed and retries', async () => {
    let calls = 0
    // Handlers listed first win: this one answers before the catalogue's.
    server.use(
      http.get(`${PG_META}/policies`, () => {
        calls += 1
        return calls === 1 ? HttpResponse.json({ message: 'connection refused' }, { status: 400 }) : HttpResponse.json([policy])
      }),
      ...catalogue()
    )
    renderPage(<PoliciesPage projectRef="default" />)
    const user = userEvent.setup()
    expect(await screen.findByText(/Could not load policies/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('table', { name: 'Policies on todos' })).toBeInTheDocument()
  })

  it('builds "Owners read their own rows" on auth.uid() and the column picked as holding the user id, preferring a uuid column', async () => {
    const columns = [
      { name: 'id', format: 'int8' },
      { name: 'title', format: 'text' },
      { name: 'Created By', format: 'uuid' },
      { name: 'owner_id', format: 'uuid' },
    ].map(
      (column, index): PgColumn => ({
        ...column,
        id: `1.${index + 1}`,
        table_id: 1,
        schema: 'public',
        table: 'todos',
        ordinal_position: index + 1,
        data_type: column.format,
        is_identity: false,
        identity_generation: null,
        is_nullable: true,
        is_updatable: true,
        is_unique: false,
        default_value: null,
        check: null,
        enums: [],
        comment: null,
      })
    )
    server.use(
      http.get(`${PG_META}/tables`, ({ request }) =>
        new URL(request.url).searchParams.get('include_columns') === 'true'
          ? HttpResponse.json([{ ...table(1, 'todos', true), columns }, { ...table(2, 'notes', false), columns: [] }])
          : undefined
      ),
      ...catalogue()
    )
    renderPage(<PoliciesPage projectRef="default" />)
    const user = userEvent.setup()
    const todos = await screen.findByRole('region', { name: 'Table todos' })
    await user.click(within(todos).getByRole('button', { name: 'Create policy' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create a policy' }, { timeout: 10_000 })
    const picker = await within(dialog).findByRole('combobox', { name: 'Column holding the user id' })
    // uuid columns first, the usual name (owner_id) ahead of the rest; then the table's order.
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['owner_id', 'Created By', 'id', 'title'])
    expect(picker).toHaveValue('owner_id')

    await user.selectOptions(picker, 'Created By')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Template' }), 'Owners read their own rows')
    await waitFor(() => expect(within(dialog).getByLabelText('USING expression')).toHaveTextContent('(select auth.uid()) = "Created By"'))
    expect(within(dialog).getByLabelText('SQL to run')).toHaveTextContent('using ((select auth.uid()) = "Created By")')
  })
})
