import type { PGlite } from '@electric-sql/pglite'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { useState } from 'react'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { RowEditorPanel } from '@/components/project/table-editor/row-editor-panel'
import type { PgTable } from '@/lib/api/types'
import { ResponseError } from '@/lib/api/response-error'
import { toSqlQueryError, SqlQueryError } from '@/lib/sql/sql-query-error'
import { columnOfRowError, referencedRowSql, referencedRowsSql, rowSummary } from '@/lib/table-editor/foreign-lookup'
import { toTableModel } from '@/lib/table-editor/table-model'
import { server } from '@/tests/setup/msw-server'

import { API_URL, column, configureTestPlatform, PROJECT_REF, renderWithProviders } from './harness'
import { createTestDatabase } from './pglite'

let db: PGlite
const queries: string[] = []
const owners = { schema: 'public', table: 'owners', column: 'id', constraint: 'pets_owner_id_fkey' }

beforeAll(async () => {
  db = await createTestDatabase()
  await db.exec(`create table public.owners (id int primary key, name text);
    insert into public.owners values (1, 'Ann'), (2, 'Bea O''Neil'), (3, 'Cy')`)
}, 60_000)
afterAll(async () => {
  await db?.close()
})

beforeEach(() => {
  queries.length = 0
  configureTestPlatform()
  server.use(
    http.post(`${API_URL}/pg-meta/:ref/query`, async ({ request }) => {
      const { query } = (await request.json()) as { query: string }
      queries.push(query)
      try {
        return HttpResponse.json((await db.query(query)).rows)
      } catch (error) {
        const { message, code } = error as { message: string; code: string }
        return HttpResponse.json({ message, code }, { status: 400 })
      }
    })
  )
})

const pets: PgTable = {
  id: 7, schema: 'public', name: 'pets', rls_enabled: false, live_rows_estimate: 0, size: '0 bytes', comment: null,
  columns: [
    column(7, 1, 'id', { table: 'pets', data_type: 'bigint', format: 'int8', is_nullable: false, is_identity: true, identity_generation: 'BY DEFAULT' }),
    column(7, 2, 'name', { table: 'pets' }),
    column(7, 3, 'owner_id', { table: 'pets', data_type: 'integer', format: 'int4' }),
  ],
  primary_keys: [{ schema: 'public', table_name: 'pets', name: 'id', table_id: 7 }],
  relationships: [{ id: 1, constraint_name: 'pets_owner_id_fkey', source_schema: 'public', source_table_name: 'pets', source_column_name: 'owner_id', target_table_schema: 'public', target_table_name: 'owners', target_column_name: 'id' }],
}

function renderPanel(onSubmit = vi.fn()) {
  let setError: (error: Error | null) => void = () => undefined
  function Harness() {
    const [error, setState] = useState<Error | null>(null)
    setError = (next) => act(() => setState(next))
    return <RowEditorPanel projectRef={PROJECT_REF} model={toTableModel(pets)} target={{ mode: 'insert' }} onClose={vi.fn()} onSubmit={onSubmit} isSaving={false} error={error} />
  }
  renderWithProviders(<Harness />)
  return { onSubmit, setError: (next: Error | null) => setError(next) }
}

describe('foreign key lookup in the row editor', { timeout: 60_000 }, () => {
  it('lists the referenced rows, searches them, fills the value and shows the row it points at', async () => {
    const user = userEvent.setup()
    renderPanel()
    await user.click(screen.getByRole('button', { name: 'Look up a row of public.owners for owner_id' }))
    const list = await screen.findByRole('list', { name: 'Rows of public.owners' })
    expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'id: 1 · name: Ann', "id: 2 · name: Bea O'Neil", 'id: 3 · name: Cy',
    ])
    await user.type(screen.getByRole('textbox', { name: 'Search rows of public.owners' }), "o'n")
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1))
    await user.click(within(list).getByRole('button', { name: "id: 2 · name: Bea O'Neil" }))

    expect(screen.queryByRole('list', { name: 'Rows of public.owners' })).toBeNull()
    expect(screen.getByLabelText('owner_id')).toHaveValue('2')
    expect(await screen.findByText("id: 2 · name: Bea O'Neil")).toBeVisible()

    await user.clear(screen.getByLabelText('owner_id'))
    await user.type(screen.getByLabelText('owner_id'), '99')
    expect(await screen.findByText(/no row of public\.owners has id = 99/)).toBeVisible()
  })

  it("shows Postgres's message at the field its DETAIL names, keeping what was typed", async () => {
    const user = userEvent.setup()
    const { onSubmit, setError } = renderPanel()
    await user.type(screen.getByLabelText('name'), 'Rex')
    await user.type(screen.getByLabelText('owner_id'), '99')
    await user.click(screen.getByRole('button', { name: 'Insert' }))
    expect(onSubmit).toHaveBeenCalled()
    const failure = toSqlQueryError({
      message: 'insert or update on table "pets" violates foreign key constraint "pets_owner_id_fkey"',
      detail: 'Key (owner_id)=(99) is not present in table "owners".',
    })
    setError(failure)
    const field = screen.getByLabelText('owner_id')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription(/violates foreign key constraint "pets_owner_id_fkey"/)
    expect(screen.queryByText('The row was not saved')).toBeNull()
    expect(screen.getByLabelText('name')).toHaveValue('Rex')
    expect(field).toHaveValue('99')

    // A failure naming no column stays at the top of the panel.
    setError(new SqlQueryError(new ResponseError('permission denied for table pets')))
    expect(screen.getByText('The row was not saved')).toBeVisible()
  })
})

describe('foreign lookup SQL', { timeout: 60_000 }, () => {
  it('runs on Postgres, searching every column as text and reading the value as the key type', async () => {
    expect((await db.query(referencedRowsSql(owners, '  CY '))).rows).toEqual([{ id: 3, name: 'Cy' }])
    expect((await db.query(referencedRowsSql(owners, '', 2))).rows).toHaveLength(2)
    expect((await db.query(referencedRowSql(owners, '1'))).rows).toEqual([{ id: 1, name: 'Ann' }])
    await expect(db.query(referencedRowSql(owners, "1' or true --"))).rejects.toThrow(/invalid input syntax for type integer/)
    expect(referencedRowsSql({ ...owners, table: 'odd "t"' }, '%')).toBe(
      `select t.* from "public"."odd ""t""" as t where strpos(lower(t::text), lower('%')) > 0 order by t."id" limit 20`
    )
  })

  it('finds the column a violation names and sums a row up', () => {
    const columns = ['id', 'name', 'Owner Id']
    expect(columnOfRowError('duplicate key value violates unique constraint "pets_name_key"', 'Key (name)=(Rex) already exists.', columns)).toBe('name')
    expect(columnOfRowError('x', 'Key ("Owner Id", id)=(1, 2) is not present in table "o".', columns)).toBe('Owner Id')
    expect(columnOfRowError('null value in column "name" of relation "pets" violates not-null constraint', undefined, columns)).toBe('name')
    expect(columnOfRowError('new row for relation "pets" violates check constraint "c"', 'Failing row contains (1).', columns)).toBeNull()
    expect(rowSummary({ id: 1, tags: ['a'], note: null })).toBe('id: 1 · tags: ["a"] · note: NULL')
    expect(rowSummary({ text: 'x'.repeat(200) }, 10)).toBe('text: xxx…')
  })
})
