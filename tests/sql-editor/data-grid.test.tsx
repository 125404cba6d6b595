import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { DataGrid, type GridColumn } from '@/components/project/table-editor/grid/data-grid'
import { CELL_PREVIEW_MAX_LENGTH } from '@/components/project/table-editor/grid/grid-cell-value'

// jsdom has no layout: give every element a viewport-sized box so the virtualizer has a window.
const VIEWPORT = { width: 800, height: 600 }
const descriptors = {
  clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
  clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
}

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => VIEWPORT.height })
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => VIEWPORT.width })
})

afterAll(() => {
  if (descriptors.clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', descriptors.clientHeight)
  if (descriptors.clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', descriptors.clientWidth)
})

const ROW_COUNT = 100_000
const columns: GridColumn[] = [
  { key: 'id', name: 'id' },
  { key: 'label', name: 'label' },
  { key: 'payload', name: 'payload' },
]
const rows = Array.from({ length: ROW_COUNT }, (_, index) => ({
  id: index + 1,
  label: `row ${index + 1}`,
  payload: { index, tags: ['a', 'b'] },
}))

function bodyRows() {
  // The header row has aria-rowindex 1; data rows start at 2.
  return screen.getAllByRole('row').filter((row) => row.getAttribute('aria-rowindex') !== '1')
}

describe('DataGrid', () => {
  it('renders only a window of 100,000 rows while announcing all of them', () => {
    render(<DataGrid aria-label="Results" columns={columns} rows={rows} />)
    const grid = screen.getByRole('grid', { name: 'Results' })
    expect(grid).toHaveAttribute('aria-rowcount', String(ROW_COUNT + 1))

    const rendered = bodyRows()
    expect(rendered.length).toBeGreaterThan(10)
    expect(rendered.length).toBeLessThan(60)
    expect(within(grid).getByText('row 1')).toBeInTheDocument()
    expect(within(grid).queryByText('row 5000')).not.toBeInTheDocument()
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['id', 'label', 'payload'])
  })

  it('renders the rows around the scroll position after scrolling far down', async () => {
    render(<DataGrid aria-label="Results" columns={columns} rows={rows} rowHeight={32} headerHeight={34} />)
    const grid = screen.getByRole('grid')
    await act(async () => {
      grid.scrollTop = 34 + 32 * 50_000
      fireEvent.scroll(grid)
    })
    expect(await screen.findByText('row 50001')).toBeInTheDocument()
    expect(screen.queryByText('row 1')).not.toBeInTheDocument()
    const indexes = bodyRows().map((row) => Number(row.getAttribute('aria-rowindex')))
    expect(Math.min(...indexes)).toBeGreaterThan(49_000)
    expect(bodyRows().length).toBeLessThan(60)
  })

  it('shows NULL and truncates long and JSON values to one line', () => {
    const long = 'x'.repeat(5_000)
    render(
      <DataGrid
        aria-label="Results"
        columns={[
          { key: 'a', name: 'a' },
          { key: 'b', name: 'b' },
          { key: 'c', name: 'c' },
        ]}
        rows={[{ a: null, b: long, c: { nested: { deep: true } } }]}
      />
    )
    const cells = screen.getAllByRole('gridcell')
    expect(cells[0]).toHaveTextContent('NULL')
    expect(cells[1].textContent).toHaveLength(CELL_PREVIEW_MAX_LENGTH + 1)
    expect(cells[1].textContent?.endsWith('…')).toBe(true)
    expect(cells[2]).toHaveTextContent('{"nested":{"deep":true}}')
  })

  it('calls onCellClick with the row, column and value, by click and by keyboard', async () => {
    const user = userEvent.setup()
    const handleCellClick = vi.fn()
    render(<DataGrid aria-label="Results" columns={columns} rows={rows.slice(0, 10)} onCellClick={handleCellClick} />)

    await user.click(screen.getByText('row 3'))
    expect(handleCellClick).toHaveBeenLastCalledWith(
      expect.objectContaining({ rowIndex: 2, columnIndex: 1, value: 'row 3', row: rows[2] })
    )

    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}')
    expect(handleCellClick).toHaveBeenLastCalledWith(
      expect.objectContaining({ rowIndex: 3, columnIndex: 2, value: rows[3].payload })
    )
  })

  it('uses a custom cell renderer', () => {
    render(
      <DataGrid
        aria-label="Results"
        columns={columns}
        rows={rows.slice(0, 3)}
        renderCell={({ value, column }) => (column.key === 'id' ? `#${String(value)}` : null)}
      />
    )
    expect(screen.getByText('#2')).toBeInTheDocument()
  })
})
