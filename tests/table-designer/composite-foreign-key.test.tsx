import type { PGlite } from '@electric-sql/pglite'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import TableDesignerPanel from '@/components/project/table-designer/table-designer-panel'
import { EMPTY_COLUMN } from '@/lib/table-designer/column-sql'
import { designerStatements, type ColumnRow } from '@/lib/table-designer/designer-plan'
import { foreignKeyClause, removeForeignKeyPair, setForeignKeyPair, type ForeignKeyDraft } from '@/lib/table-designer/foreign-key-sql'
import { server } from '@/tests/setup/msw-server'

import { giveLayout } from '../sql-editor/harness'
import { createTestDatabase } from '../table-editor/pglite'
import { API_URL, column, configureTestPlatform, PROJECT_REF, renderWithProviders } from '../table-editor/harness'

let db: PGlite
let undoLayout: () => void

beforeAll(async () => {
  undoLayout = giveLayout()
  db = await createTestDatabase()
  await db.exec(`create table public.shelves (room text, slot int, primary key (room, slot))`)
}, 60_000)
afterAll(async () => {
  undoLayout?.()
  await db?.close()
})

const shelves = {
  id: 5, schema: 'public', name: 'shelves', rls_enabled: false, live_rows_estimate: 0, size: '0 bytes', comment: null,
  columns: [column(5, 1, 'room', { table: 'shelves' }), column(5, 2, 'slot', { table: 'shelves', data_type: 'integer', format: 'int4' })],
  primary_keys: [], relationships: [],
}

beforeEach(() => {
  configureTestPlatform()
  server.use(
    http.get(`${API_URL}/pg-meta/:ref/types`, () => HttpResponse.json([])),
    http.get(`${API_URL}/pg-meta/:ref/tables`, () => HttpResponse.json([shelves])),
    http.post(`${API_URL}/pg-meta/:ref/query`, async ({ request }) => {
      const { query } = (await request.json()) as { query: string }
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

const KEY: ForeignKeyDraft = {
  name: '', columns: ['shelf_room'], referencedSchema: 'public', referencedTable: 'shelves', referencedColumns: [], onDelete: 'CASCADE', onUpdate: 'NO ACTION',
}

describe('composite foreign key SQL', () => {
  it('keeps the two column lists as long as each other while pairs are set, added and removed', () => {
    const first = setForeignKeyPair(KEY, 0, { referenced: 'room' })
    expect(first).toMatchObject({ columns: ['shelf_room'], referencedColumns: ['room'] })
    const added = setForeignKeyPair(first, 1, {})
    expect(added).toMatchObject({ columns: ['shelf_room', ''], referencedColumns: ['room', ''] })
    expect(() => foreignKeyClause(added)).toThrow('Choose each column of the foreign key and the column it references')
    const chosen = setForeignKeyPair(setForeignKeyPair(added, 1, { column: 'shelf_slot' }), 1, { referenced: 'slot' })
    expect(foreignKeyClause(chosen)).toBe(
      'foreign key ("shelf_room", "shelf_slot") references "public"."shelves" ("room", "slot") on update no action on delete cascade'
    )
    expect(removeForeignKeyPair(chosen, 1)).toMatchObject({ columns: ['shelf_room'], referencedColumns: ['room'] })
  })

  it("follows a renamed first column and keeps the others' names, for new and existing tables", async () => {
    const key = { ...KEY, columns: ['old_name', 'shelf_slot'], referencedColumns: ['room', 'slot'] }
    const rows: ColumnRow[] = [
      { key: 'a', original: null, draft: { ...EMPTY_COLUMN, name: 'shelf_room', type: 'text' }, foreignKey: key },
      { key: 'b', original: null, draft: { ...EMPTY_COLUMN, name: 'shelf_slot', type: 'int4' }, foreignKey: null },
    ]
    const create = designerStatements(null, { schema: 'public', name: 'books', comment: '', isRlsEnabled: false }, rows, [])
    expect(create[0]).toContain('foreign key ("shelf_room", "shelf_slot") references "public"."shelves" ("room", "slot")')
    await db.exec(create.join(';\n'))
    const settings = { schema: 'public', name: 'books', comment: '', isRlsEnabled: false }
    const existing = rows.map((row) => ({ ...row, original: row.draft, foreignKey: row.key === 'a' ? { ...key, name: 'books_shelf_again' } : null }))
    const alter = designerStatements(settings, settings, existing, [])
    expect(alter).toEqual([
      'alter table "public"."books" add constraint "books_shelf_again" foreign key ("shelf_room", "shelf_slot") references "public"."shelves" ("room", "slot") on update no action on delete cascade',
    ])
    await db.exec(alter.join(';\n'))
    const { rows: keys } = await db.query<{ definition: string }>(
      `select pg_get_constraintdef(oid) as definition from pg_constraint where conrelid = 'public.books'::regclass and contype = 'f' order by conname`
    )
    expect(keys.map((row) => row.definition)).toEqual([
      'FOREIGN KEY (shelf_room, shelf_slot) REFERENCES shelves(room, slot) ON DELETE CASCADE',
      'FOREIGN KEY (shelf_room, shelf_slot) REFERENCES shelves(room, slot) ON DELETE CASCADE',
    ])
  })
})

describe('composite foreign key in the designer', { timeout: 120_000 }, () => {
  it('draws a key over two column pairs and creates it', async () => {
    const onSaved = vi.fn()
    const user = userEvent.setup()
    renderWithProviders(
      <TableDesignerPanel projectRef={PROJECT_REF} table={null} schema="public" schemas={['public']} onClose={vi.fn()} onSaved={onSaved} />
    )
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'crates')
    for (const [index, name, type] of [[3, 'shelf_room', 'text'], [4, 'shelf_slot', 'int4']] as const) {
      await user.click(screen.getByRole('button', { name: 'Add column' }))
      await user.type(screen.getByRole('textbox', { name: `Name of column ${index}` }), name)
      await user.type(screen.getByRole('combobox', { name: `Type of ${name}` }), type)
    }
    await user.click(screen.getByRole('button', { name: 'More settings of shelf_room' }))
    await user.click(screen.getByRole('button', { name: 'Add a foreign key from shelf_room' }))
    const key = screen.getByRole('group', { name: 'Foreign key of shelf_room' })
    await user.selectOptions(within(key).getByRole('combobox', { name: 'Referenced table' }), await within(key).findByRole('option', { name: 'shelves' }))
    await user.selectOptions(within(key).getByRole('combobox', { name: 'Referenced column' }), 'room')
    await user.click(within(key).getByRole('button', { name: 'Add a column pair' }))
    await user.selectOptions(within(key).getByRole('combobox', { name: 'Column 2 of the key' }), 'shelf_slot')
    await user.selectOptions(within(key).getByRole('combobox', { name: 'Referenced column 2' }), 'slot')
    await user.click(screen.getByRole('button', { name: 'Review SQL' }))
    await waitFor(() =>
      expect(screen.getByTestId('sql-preview').textContent).toContain('foreign key ("shelf_room", "shelf_slot") references "public"."shelves" ("room", "slot")')
    )
    await user.click(screen.getByRole('button', { name: 'Run SQL' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    const { rows } = await db.query<{ definition: string }>(
      `select pg_get_constraintdef(oid) as definition from pg_constraint where conrelid = 'public.crates'::regclass and contype = 'f'`
    )
    expect(rows).toEqual([{ definition: 'FOREIGN KEY (shelf_room, shelf_slot) REFERENCES shelves(room, slot)' }])
  })
})
