import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { TableEditorView } from '@/components/project/table-editor/table-editor-view'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { DEFAULT_PAGE_SIZE } from '@/lib/table-editor/pager'
import { setTableEditorPageSize } from '@/stores/table-editor-page-size-store'
import { useDashboardHistory } from '@/stores/dashboard-history-store'
import { fakeNavigation as navigation } from '@/tests/setup/fake-navigation'

import {
  configureTestPlatform,
  giveElementsASize,
  itemRows,
  itemsTable,
  ITEMS_TABLE_ID,
  PROJECT_REF,
  renderWithProviders,
  serveTable,
} from './harness'

// Only next/navigation is replaced (tests/setup/fake-navigation.ts).
vi.mock('next/navigation', async () => (await import('@/tests/setup/fake-navigation')).fakeNavigationModule)
navigation.go('/project/default/editor/16384')

const TABLE_PATH = `/project/${PROJECT_REF}/editor/${ITEMS_TABLE_ID}`
const FIRST_PAGE_SQL =
  'select "id", "title", "data", "done" from "public"."items" order by "id" asc nulls last limit 101'

let restoreSize: () => void

beforeEach(() => {
  configureTestPlatform()
  restoreSize = giveElementsASize()
  navigation.go(TABLE_PATH)
  navigation.replace.mockClear()
  useDashboardHistory.setState({ history: {} })
  setTableEditorPageSize(DEFAULT_PAGE_SIZE)
})
afterEach(() => {
  restoreSize()
  resetPlatformClient()
})

function renderTable() {
  return renderWithProviders(<TableEditorView projectRef={PROJECT_REF} tableId={String(ITEMS_TABLE_ID)} />)
}

const grid = () => screen.findByRole('grid', { name: 'Rows of public.items' })

function cell(rowName: RegExp | string, columnName: string) {
  const row = screen.getByRole('checkbox', { name: rowName }).closest('[role="row"]') as HTMLElement
  return within(row).getAllByRole('gridcell').find((candidate) => candidate.dataset.column === columnName) as HTMLElement
}

describe('table editor grid', () => {
  it('opens a 1,000,000-row table with one keyset query for the first page only', async () => {
    const statements = serveTable(itemsTable(), () => itemRows(1, 101))
    renderTable()
    await grid()
    expect(await screen.findByText('Rows 1–100 of ≈ 1,000,000')).toBeInTheDocument()
    expect(screen.getByText('≈ 1,000,000 rows')).toBeInTheDocument()
    expect(statements).toEqual([FIRST_PAGE_SQL])
    expect(statements[0]).not.toMatch(/offset|count\(/i)
    // NULL is shown as a muted NULL; the record of the visit is kept per project.
    expect(within(cell('Select row 1', 'title')).getByText('NULL')).toHaveClass('text-muted')
    expect(useDashboardHistory.getState().history[PROJECT_REF]?.editor).toBe(String(ITEMS_TABLE_ID))
  })

  it('pages with the controls: last page by ORDER BY id DESC shown ascending, then the page before it by keyset', async () => {
    const statements = serveTable(itemsTable(), (sql) => {
      if (sql.includes(`"id" < '999901'`)) return itemRows(999_900, 999_800)
      return sql.includes('desc nulls first') ? itemRows(1_000_000, 999_900) : itemRows(1, 101)
    })
    renderTable()
    await grid()
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }))
    expect(await screen.findByText('Last 100 rows of ≈ 1,000,000')).toBeInTheDocument()
    expect(statements).toEqual([
      FIRST_PAGE_SQL,
      'select "id", "title", "data", "done" from "public"."items" order by "id" desc nulls first limit 101',
    ])
    // The page reads top to bottom in ascending order, starting at the 100th row from the end.
    const rows = [...(await grid()).querySelectorAll('[role="row"][aria-rowindex]')].slice(1)
    const ids = rows.map((row) => row.querySelector('[data-column="id"]')?.textContent)
    expect(ids[0]).toBe('999901')
    expect(ids).toEqual([...ids].sort((a, b) => Number(a) - Number(b)))
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()

    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }))
    expect(await screen.findByText('Rows 101–200 from the end of ≈ 1,000,000')).toBeInTheDocument()
    expect(statements.at(-1)).toBe(
      `select "id", "title", "data", "done" from "public"."items" where ("id" < '999901') order by "id" desc nulls first limit 101`
    )
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled()
  })

  it('remembers rows per page and reads the next page after the last row shown', async () => {
    const statements = serveTable(itemsTable(), (sql) => (sql.includes(`"id" > '50'`) ? itemRows(51, 101) : itemRows(1, 51)))
    renderTable()
    await grid()
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50')
    expect(await screen.findByText('Rows 1–50 of ≈ 1,000,000')).toBeInTheDocument()
    expect(statements.at(-1)).toMatch(/limit 51$/)
    expect(window.localStorage.getItem('supabase-dashboard-table-editor-page-size')).toBe('50')
    // Kept for the next table too.

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    expect(await screen.findByText('Rows 51–100 of ≈ 1,000,000')).toBeInTheDocument()
    expect(statements.at(-1)).toBe(
      `select "id", "title", "data", "done" from "public"."items" where ("id" > '50') order by "id" asc nulls last limit 51`
    )
    await userEvent.click(screen.getByRole('button', { name: 'First page' }))
    expect(await screen.findByText('Rows 1–50 of ≈ 1,000,000')).toBeInTheDocument()
  })

  it('reads sort and filter from the URL and writes header sorts back to it', async () => {
    navigation.go(`${TABLE_PATH}?sort=title:desc&filter=done:eq:true`)
    const statements = serveTable(itemsTable(), () => itemRows(2, 3))
    renderTable()
    await grid()
    expect(statements[0]).toBe(
      'select "id", "title", "data", "done" from "public"."items" where (("done" = \'true\')) ' +
        'order by "title" desc nulls first, "id" asc nulls last limit 101'
    )
    expect(screen.getByRole('columnheader', { name: /title/ })).toHaveAttribute('aria-sort', 'descending')

    await userEvent.click(screen.getByRole('button', { name: /^id/ }))
    expect(navigation.replace).toHaveBeenLastCalledWith(`${TABLE_PATH}?sort=id%3Aasc&filter=done%3Aeq%3Atrue`, {
      scroll: false,
    })
  })

  it('edits a cell inline: an emptied value is an empty string, "Set to NULL" is NULL', async () => {
    const statements = serveTable(itemsTable(), (sql) => {
      if (sql.startsWith('update')) {
        const title = sql.includes('= NULL') ? null : ''
        return [{ id: '2', title, data: { n: 2 }, done: true }]
      }
      return itemRows(1, 3)
    })
    renderTable()
    await grid()

    await userEvent.dblClick(cell('Select row 2', 'title'))
    const input = screen.getByRole('textbox', { name: 'Value of title' })
    await userEvent.clear(input)
    await userEvent.keyboard('{Enter}')
    await waitFor(() =>
      expect(statements).toContain(`update "public"."items" set "title" = '' where "id" = '2' returning *`)
    )
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Edit title' })).not.toBeInTheDocument())
    expect(within(cell('Select row 2', 'title')).queryByText('NULL')).not.toBeInTheDocument()

    await userEvent.dblClick(cell('Select row 2', 'title'))
    await userEvent.click(screen.getByRole('button', { name: 'Set to NULL' }))
    await waitFor(() =>
      expect(statements).toContain(`update "public"."items" set "title" = NULL where "id" = '2' returning *`)
    )
    await waitFor(() => expect(within(cell('Select row 2', 'title')).getByText('NULL')).toBeInTheDocument())
  })

  it('shows a failed save inline and keeps the editor open', async () => {
    serveTable(itemsTable(), (sql) =>
      sql.startsWith('update')
        ? HttpResponse.json({ message: 'value too long for type character varying(3)', code: '22001' }, { status: 400 })
        : itemRows(1, 3)
    )
    renderTable()
    await grid()
    await userEvent.dblClick(cell('Select row 3', 'title'))
    await userEvent.type(screen.getByRole('textbox', { name: 'Value of title' }), 'longer{Enter}')
    expect(await screen.findByText('value too long for type character varying(3)')).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Edit title' })).toBeInTheDocument()
  })

  it('validates JSON in the row panel before sending anything', async () => {
    const statements = serveTable(itemsTable(), () => itemRows(1, 3))
    renderTable()
    await grid()
    await userEvent.dblClick(cell('Select row 2', 'data'))
    const dialog = await screen.findByRole('dialog', { name: /Edit row/ })
    const editor = within(dialog).getByRole('textbox', { name: 'data' })
    await userEvent.clear(editor)
    await userEvent.type(editor, '{{"n": }')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText(/^Invalid JSON:/)).toBeInTheDocument()
    expect(statements.filter((sql) => !sql.startsWith('select'))).toEqual([])
  })

  it('inserts a row from the panel: defaults left out, NULL and typed values sent', async () => {
    const statements = serveTable(itemsTable(), (sql) =>
      sql.startsWith('insert') ? [{ id: '4', title: 'hello', data: null, done: false }] : itemRows(1, 3)
    )
    renderTable()
    await grid()
    await userEvent.click(screen.getByRole('button', { name: 'Insert row' }))
    const dialog = await screen.findByRole('dialog', { name: /Insert row/ })
    // id is an identity and done has a default: both start on DEFAULT; nullable columns on NULL.
    expect(within(dialog).getByText('DEFAULT: identity')).toBeInTheDocument()
    expect(within(dialog).getByText('DEFAULT: false')).toBeInTheDocument()
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'title' }), 'hello')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insert' }))
    await waitFor(() =>
      expect(statements).toContain(`insert into "public"."items" ("title", "data") values ('hello', NULL) returning *`)
    )
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Insert row/ })).not.toBeInTheDocument())
    // The loaded pages are read again so the new row shows where the order puts it.
    await waitFor(() => expect(statements.filter((sql) => sql === FIRST_PAGE_SQL)).toHaveLength(2))
  })

  it('deletes the selected rows after confirmation', async () => {
    const statements = serveTable(itemsTable(), (sql) => (sql.startsWith('delete') ? [] : itemRows(1, 3)))
    renderTable()
    await grid()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 1' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 3' }))
    await userEvent.click(screen.getByRole('button', { name: 'Delete 2 rows' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 rows' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete 2 rows' }))
    await waitFor(() =>
      expect(statements).toContain(`delete from "public"."items" where ("id" = '1') or ("id" = '3')`)
    )
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Select row 3' })).not.toBeInTheDocument())
  })

  it('shows a query error inline instead of crashing', async () => {
    serveTable(itemsTable(), () =>
      HttpResponse.json({ message: 'permission denied for table items', code: '42501' }, { status: 403 })
    )
    renderTable()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Failed to load rows')
    expect(alert).toHaveTextContent('permission denied for table items')
  })

  it('orders a table without a primary key by ctid and says so', async () => {
    const statements = serveTable(itemsTable({ primary_keys: [] }), () => [
      { ctid: '(0,1)', id: '1', title: 'a', data: null, done: false },
    ])
    renderTable()
    await grid()
    expect(screen.getByText('This table has no primary key')).toBeInTheDocument()
    expect(statements[0]).toBe(
      'select ctid, "id", "title", "data", "done" from "public"."items" order by ctid asc nulls last limit 101'
    )
    expect(screen.getByRole('checkbox', { name: 'Select row 1' })).toBeDisabled()
  })
})
