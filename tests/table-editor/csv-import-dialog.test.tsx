import type { PGlite } from '@electric-sql/pglite'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { CsvImportDialog } from '@/components/project/table-editor/import/csv-import-dialog'
import { toTableModel } from '@/lib/table-editor/table-model'
import { server } from '@/tests/setup/msw-server'

import { API_URL, column, configureTestPlatform, PROJECT_REF, renderWithProviders } from './harness'
import { createTestDatabase } from './pglite'

let db: PGlite

beforeAll(async () => {
  db = await createTestDatabase()
  await db.exec('create table public.people (id int primary key, name text not null)')
}, 60_000)
afterAll(async () => {
  await db?.close()
})

beforeEach(() => {
  configureTestPlatform()
  server.use(
    http.post(`${API_URL}/pg-meta/:ref/query`, async ({ request }) => {
      const { query } = (await request.json()) as { query: string }
      try {
        return HttpResponse.json((await db.exec(query)).at(-1)?.rows ?? [])
      } catch (error) {
        await db.exec('rollback').catch(() => {})
        const { message, code } = error as { message: string; code: string }
        return HttpResponse.json({ message, code }, { status: 400 })
      }
    })
  )
})

const people = toTableModel({
  id: 1,
  schema: 'public',
  name: 'people',
  columns: [
    column(1, 1, 'id', { table: 'people', data_type: 'integer', format: 'int4', is_nullable: false }),
    column(1, 2, 'name', { table: 'people', is_nullable: false }),
  ],
  primary_keys: [{ name: 'id' }],
})

const CSV = 'Id,Name,joined,score\n1,Ann,2024-01-05,1.5\n2,Bea,2024-02-05,\n3,,2024-03-05,2\n'

function renderDialog() {
  renderWithProviders(<CsvImportDialog projectRef={PROJECT_REF} tableId={1} model={people} onClose={() => {}} />)
  return screen.getByRole('dialog', { name: 'Import CSV into public.people' })
}

describe('CSV import dialog', () => {
  it('maps headers by name, previews the first values, and reports the bad row with its line', async () => {
    const dialog = renderDialog()
    await userEvent.upload(within(dialog).getByLabelText('CSV file'), new File([CSV], 'people.csv', { type: 'text/csv' }))
    expect(await within(dialog).findByRole('combobox', { name: 'Table column for Id' })).toHaveValue('id')
    expect(within(dialog).getByRole('combobox', { name: 'Table column for Name' })).toHaveValue('name')
    expect(within(dialog).getByRole('combobox', { name: 'Table column for joined' })).toHaveValue('')
    expect(within(dialog).getByText('Ann · Bea · NULL')).toBeInTheDocument()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }))
    expect(await within(dialog).findByText('Nothing was imported: 1 row failed the checks')).toBeInTheDocument()
    expect(within(dialog).getByRole('list', { name: 'Rows that failed' })).toHaveTextContent('Line 4: name is required (NOT NULL, no default)')
    expect((await db.query('select * from public.people')).rows).toEqual([])
  })

  it('into a new table: infers the types, shows the CREATE TABLE first, then imports the rows', async () => {
    const dialog = renderDialog()
    await userEvent.upload(within(dialog).getByLabelText('CSV file'), new File([CSV], 'New People.csv', { type: 'text/csv' }))
    await userEvent.click(await within(dialog).findByRole('radio', { name: /A new table/ }))
    expect(within(dialog).getByRole('textbox', { name: 'New table name' })).toHaveValue('new_people')
    expect(within(dialog).getByRole('combobox', { name: 'Type of Id' })).toHaveValue('bigint')
    expect(within(dialog).getByRole('combobox', { name: 'Type of joined' })).toHaveValue('date')
    expect(within(dialog).getByRole('combobox', { name: 'Type of score' })).toHaveValue('numeric')
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Type of score' }), 'text')

    await userEvent.click(within(dialog).getByRole('button', { name: 'Review SQL and import' }))
    const review = await screen.findByRole('dialog', { name: 'Create table public.new_people' })
    expect(within(review).getByLabelText('SQL to run')).toHaveTextContent(
      'create table "public"."new_people" ( "Id" bigint, "Name" text, "joined" date, "score" text )'
    )
    await userEvent.click(within(review).getByRole('button', { name: 'Create table and import' }))
    expect(await within(dialog).findByText('Imported 3 rows')).toBeInTheDocument()
    await waitFor(async () =>
      expect((await db.query('select "Id"::int as id, "Name" as name, joined::text, score from public.new_people order by 1')).rows).toEqual([
        { id: 1, name: 'Ann', joined: '2024-01-05', score: '1.5' },
        { id: 2, name: 'Bea', joined: '2024-02-05', score: null },
        { id: 3, name: null, joined: '2024-03-05', score: '2' },
      ])
    )
  })
})
