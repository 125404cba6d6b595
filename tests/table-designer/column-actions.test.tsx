import type { PGlite } from '@electric-sql/pglite'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import ColumnDialog from '@/components/project/table-designer/column-dialog'
import DropColumnDialog from '@/components/project/table-designer/drop-column-dialog'
import { RowsGridHeader } from '@/components/project/table-editor/rows-grid-header'
import type { PgTable } from '@/lib/api/types'
import { columnFieldOfError } from '@/lib/table-designer/column-error'
import { toTableModel } from '@/lib/table-editor/table-model'
import { server } from '@/tests/setup/msw-server'

import { giveLayout } from '../sql-editor/harness'
import { createTestDatabase } from '../table-editor/pglite'
import { API_URL, column, configureTestPlatform, PROJECT_REF, renderWithProviders } from '../table-editor/harness'

let db: PGlite
let undoLayout: () => void
const queries: string[] = []

beforeAll(async () => {
  undoLayout = giveLayout()
  db = await createTestDatabase()
}, 60_000)
afterAll(async () => {
  undoLayout?.()
  await db?.close()
})

beforeEach(() => {
  queries.length = 0
  configureTestPlatform()
  server.use(
    http.get(`${API_URL}/pg-meta/:ref/types`, () => HttpResponse.json([])),
    http.post(`${API_URL}/pg-meta/:ref/query`, async ({ request }) => {
      const { query } = (await request.json()) as { query: string }
      queries.push(query)
      try {
        const results = await db.exec(query)
        return HttpResponse.json(results.at(-1)?.rows ?? [])
      } catch (error) {
        await db.exec('rollback').catch(() => undefined)
        const { message, code } = error as { message: string; code: string }
        return HttpResponse.json({ message, code }, { status: 400 })
      }
    })
  )
})

function stockTable(): PgTable {
  return {
    id: 1, schema: 'public', name: 'stock', rls_enabled: false, live_rows_estimate: 0, size: '0 bytes', comment: null,
    columns: [
      column(1, 1, 'id', { table: 'stock', data_type: 'integer', format: 'int4', is_nullable: false }),
      column(1, 2, 'qty', { table: 'stock', full_type: 'text' }),
    ],
    primary_keys: [{ schema: 'public', table_name: 'stock', name: 'id', table_id: 1 }],
    relationships: [],
  }
}

describe('Edit column from the grid header', { timeout: 60_000 }, () => {
  it('changes the type with a USING cast; a failed cast shows at the type field and keeps the form', async () => {
    await db.exec(`create table public.stock (id int primary key, qty text); insert into public.stock values (1, '3'), (2, 'many')`)
    const onClose = vi.fn()
    const user = userEvent.setup()
    renderWithProviders(<ColumnDialog projectRef={PROJECT_REF} table={stockTable()} column="qty" onClose={onClose} />)
    const type = screen.getByRole('combobox', { name: 'Type' })
    await user.clear(type)
    await user.type(type, 'int4')
    await user.clear(screen.getByRole('textbox', { name: 'Column name' }))
    await user.type(screen.getByRole('textbox', { name: 'Column name' }), 'quantity')
    expect(screen.getByLabelText('SQL to run')).toHaveTextContent(
      'alter table "public"."stock" alter column "quantity" set data type int4 using "quantity"::int4'
    )
    await user.click(screen.getByRole('button', { name: 'Save column' }))

    await waitFor(() => expect(type).toHaveAttribute('aria-invalid', 'true'))
    expect(screen.getByRole('alert')).toHaveTextContent('invalid input syntax for type integer: "many"')
    expect(type).toHaveValue('int4')
    expect(screen.getByRole('textbox', { name: 'Column name' })).toHaveValue('quantity')
    expect(onClose).not.toHaveBeenCalled()

    await db.exec(`update public.stock set qty = '7' where id = 2`)
    await user.click(screen.getByRole('button', { name: 'Save column' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(queries.at(-1)).toMatch(/^begin;\nalter table "public"."stock" rename column "qty" to "quantity";/)
    expect((await db.query(`select quantity from public.stock order by id`)).rows).toEqual([{ quantity: 3 }, { quantity: 7 }])
  })

  it('adds a column, and shows a taken name at the name field', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    renderWithProviders(<ColumnDialog projectRef={PROJECT_REF} table={stockTable()} column={null} onClose={onClose} />)
    await user.type(screen.getByRole('textbox', { name: 'Column name' }), 'id')
    await user.click(screen.getByRole('button', { name: 'Add column' }))
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Column name' })).toHaveAttribute('aria-invalid', 'true'))
    expect(screen.getByRole('alert')).toHaveTextContent('column "id" of relation "stock" already exists')
    await user.type(screen.getByRole('textbox', { name: 'Column name' }), '_note')
    await user.type(screen.getByRole('combobox', { name: 'Default value' }), "'none'")
    await user.click(screen.getByRole('checkbox', { name: 'Allow NULL' }))
    expect(screen.getByLabelText('SQL to run')).toHaveTextContent(`add column "id_note" text default 'none' not null`)
    await user.click(screen.getByRole('button', { name: 'Add column' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect((await db.query(`select id_note from public.stock where id = 1`)).rows).toEqual([{ id_note: 'none' }])
  })
})

describe('Drop column from the grid header', { timeout: 60_000 }, () => {
  it('says what goes with the column and what only CASCADE drops, and needs CASCADE for a view', async () => {
    await db.exec(`create table public.crates (id int primary key, code text unique, note text);
      create index crates_note_idx on public.crates (note);
      create view public.crate_codes as select code from public.crates`)
    const table = { ...stockTable(), name: 'crates', columns: [] }
    const onClose = vi.fn()
    const user = userEvent.setup()
    renderWithProviders(<DropColumnDialog projectRef={PROJECT_REF} table={table} column="code" onClose={onClose} />)
    expect(await screen.findByText('Dropped with it: constraint crates_code_key on public.crates.')).toBeVisible()
    const cascade = screen.getByRole('checkbox', { name: /CASCADE/ })
    expect(cascade).toHaveAccessibleName(/Also drop what depends on it: view public\.crate_codes\./)

    await user.click(screen.getByRole('button', { name: 'Drop column' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/other objects depend on it/)
    expect(onClose).not.toHaveBeenCalled()
    await user.click(cascade)
    expect(screen.getByLabelText('SQL to run')).toHaveTextContent('alter table "public"."crates" drop column "code" cascade')
    await user.click(screen.getByRole('button', { name: 'Drop column' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect((await db.query(`select 1 from pg_class where relname = 'crate_codes'`)).rows).toEqual([])
  })

  it('lists a plain index on the column among what goes with it', async () => {
    renderWithProviders(<DropColumnDialog projectRef={PROJECT_REF} table={{ ...stockTable(), name: 'crates' }} column="note" onClose={vi.fn()} />)
    expect(await screen.findByText('Dropped with it: index public.crates_note_idx.')).toBeVisible()
    expect(screen.getByRole('checkbox', { name: /CASCADE/ })).toHaveAccessibleName(/Nothing outside the table depends on the column/)
  })
})

describe('grid header', () => {
  it('marks a foreign key column with what it references and offers the column actions', async () => {
    const table: PgTable = {
      ...stockTable(),
      relationships: [{ id: 1, constraint_name: 'stock_qty_fkey', source_schema: 'public', source_table_name: 'stock', source_column_name: 'qty', target_table_schema: 'public', target_table_name: 'units', target_column_name: 'code' }],
    }
    const model = toTableModel(table)
    const onColumnAction = vi.fn()
    const user = userEvent.setup()
    render(
      <div role="grid">
        <RowsGridHeader columns={model.columns} widths={[120, 200]} totalWidth={360} sorts={[]} onSortChange={vi.fn()} isAllSelected={false} canSelect onToggleAll={vi.fn()} onColumnAction={onColumnAction} />
      </div>
    )
    const qty = screen.getAllByRole('columnheader')[2]
    expect(within(qty).getByTitle('Foreign key → public.units.code')).toHaveTextContent('→ public.units.code')
    expect(within(screen.getAllByRole('columnheader')[1]).queryByText(/→/)).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Column actions of qty' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Drop column' }))
    expect(onColumnAction).toHaveBeenCalledWith({ kind: 'drop', column: 'qty' })
    await user.click(screen.getByRole('button', { name: 'Column actions of id' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Edit column' }))
    expect(onColumnAction).toHaveBeenLastCalledWith({ kind: 'edit', column: 'id' })

    // Keyboard: arrows move through the items (wrapping), Escape closes and gives focus back.
    const trigger = screen.getByRole('button', { name: 'Column actions of qty' })
    trigger.focus()
    await user.keyboard('{ArrowDown}')
    expect(await screen.findByRole('menuitem', { name: 'Edit column' })).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('menuitem', { name: 'Drop column' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(trigger).toHaveFocus()
    await user.click(trigger)
    await user.keyboard('{ArrowDown}{Enter}')
    expect(onColumnAction).toHaveBeenLastCalledWith({ kind: 'add' })
  })

  it('places a Postgres error at the column form field it is about', () => {
    expect(columnFieldOfError('column "a" of relation "t" already exists')).toBe('name')
    expect(columnFieldOfError('type "moood" does not exist')).toBe('type')
    expect(columnFieldOfError('column "a" cannot be cast automatically to type integer')).toBe('type')
    expect(columnFieldOfError('column "a" is of type integer but default expression is of type text')).toBe('default')
    expect(columnFieldOfError('column "a" of relation "t" contains null values')).toBe('nullable')
    expect(columnFieldOfError('could not create unique index "t_a_key"')).toBe('unique')
    expect(columnFieldOfError('permission denied for table t')).toBeNull()
  })
})
