import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'

import { IndexesPage } from '@/components/project/database/indexes/indexes-page'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { PG_META, queryHandler, renderPage } from '@/tests/database-pages/helpers/render-page'
import { server } from '@/tests/setup/msw-server'
import { ITEMS_TABLE_ID, itemsTable } from '@/tests/table-editor/harness'

import { index } from './index-fixture'

afterEach(() => resetPlatformClient())

const INDEXES = [
  index(1, 'todos_pkey', ['id'], { is_unique: true, is_primary: true }),
  index(2, 'todos_user_idx', ['user_id']),
  index(3, 'todos_user_id_idx', ['user_id']),
  index(4, 'auth_users_email', ['email'], { schema: 'auth', table: 'users', table_id: 20 }),
]
const STATS = [
  { id: 1, size_bytes: 16384, scans: 40 },
  { id: 2, size_bytes: 8192, scans: 7 },
  { id: 3, size_bytes: 1536, scans: 0 },
]

function catalog() {
  server.use(
    http.get(`${PG_META}/schemas`, () => HttpResponse.json([{ id: 1, name: 'public', owner: 'postgres' }])),
    http.get(`${PG_META}/indexes`, () => HttpResponse.json(INDEXES)),
    http.get(`${PG_META}/tables`, ({ request }) => {
      const id = new URL(request.url).searchParams.get('id')
      return HttpResponse.json([id ? itemsTable() : itemsTable({ columns: undefined })])
    })
  )
}

describe('Indexes page', () => {
  it("lists a schema's indexes with size, scans and hints, and deletes one after showing its SQL", async () => {
    const received: string[] = []
    catalog()
    server.use(queryHandler([['pg_stat_user_indexes', STATS], ['drop index', []]], received))
    renderPage(<IndexesPage projectRef="default" />)

    const list = await screen.findByRole('table', { name: 'Indexes' })
    expect(within(list).queryByText('auth_users_email')).not.toBeInTheDocument()
    const unused = within(list).getByRole('row', { name: /^todos_user_id_idx / })
    await waitFor(() => expect(unused).toHaveTextContent('1.5 KB'))
    expect(unused).toHaveTextContent('Unused')
    expect(unused).toHaveTextContent('Duplicate of todos_user_idx')
    const pkey = within(list).getByRole('row', { name: /^todos_pkey / })
    expect(pkey).toHaveTextContent('16 KB')
    expect(pkey).toHaveTextContent('Primary key')
    expect(pkey).not.toHaveTextContent('Unused')
    expect(within(pkey).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument()
    expect(within(list).getByRole('row', { name: /^todos_user_idx / })).not.toHaveTextContent('Unused')

    await userEvent.click(within(unused).getByRole('button', { name: 'Delete index todos_user_id_idx' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete index todos_user_id_idx' })
    expect(within(confirm).getByLabelText('SQL to run')).toHaveTextContent('begin; drop index "public"."todos_user_id_idx"; commit;')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete index' }))
    await waitFor(() => expect(received).toContain('begin;\ndrop index "public"."todos_user_id_idx";\ncommit;'))
  })

  it('creates an index on the chosen columns and keeps the form when Postgres refuses it', async () => {
    const received: string[] = []
    catalog()
    server.use(queryHandler([['pg_stat_user_indexes', STATS], ['create index', new Error('relation "ix" already exists')]], received))
    renderPage(<IndexesPage projectRef="default" />)
    await userEvent.click(screen.getByRole('button', { name: 'Create index' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create an index in public' })
    await userEvent.selectOptions(await within(dialog).findByLabelText('Table'), String(ITEMS_TABLE_ID))
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'done' }))
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'title' }))
    await userEvent.type(within(dialog).getByLabelText('Index name'), 'ix')
    await userEvent.type(within(dialog).getByLabelText('Only rows where (optional)'), 'not done')
    const sql = 'create index "ix" on "public"."items" using btree ("done", "title") where not done'
    expect(within(dialog).getByLabelText('SQL to run')).toHaveTextContent(sql)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create index' }))
    expect(await within(dialog).findByText(/relation "ix" already exists/)).toBeInTheDocument()
    expect(received).toContain(`begin;\n${sql};\ncommit;`)
    expect(within(dialog).getByLabelText('Index name')).toHaveValue('ix')
  })

  it('shows a failed load of the indexes with Retry', async () => {
    catalog()
    server.use(
      http.get(`${PG_META}/indexes`, () => HttpResponse.json({ message: 'connection refused' }, { status: 500 })),
      queryHandler([['pg_stat_user_indexes', STATS]])
    )
    renderPage(<IndexesPage projectRef="default" />)
    expect(await screen.findByText(/Could not load indexes/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })
})
