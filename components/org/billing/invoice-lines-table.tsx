import { DataTable, type DataTableColumn } from '@/components/ui/data-table'
import type { Schemas } from '@/lib/api/types'
import { formatCurrency } from '@/lib/format/money'

type InvoiceLine = Schemas['InvoiceLine']

const COLUMNS: DataTableColumn<InvoiceLine>[] = [
  { header: 'Item', className: 'py-1.5', render: (line) => line.description },
  { header: 'Quantity', className: 'py-1.5 text-right', render: (line) => line.quantity ?? '—' },
  { header: 'Amount', className: 'py-1.5 text-right', render: (line) => formatCurrency(line.total_price) },
]

/** Invoice or preview lines with their amounts (in dollars) and a total row. */
export function InvoiceLinesTable({ lines, totalLabel, total }: { lines: InvoiceLine[]; totalLabel: string; total: string }) {
  return (
    <DataTable
      variant="plain"
      columns={COLUMNS}
      rows={lines}
      getRowKey={(line, index) => `${line.description}-${index}`}
      rowClassName="align-middle"
      footer={
        <tr>
          <th scope="row" colSpan={2} className="py-1.5 text-left font-medium">
            {totalLabel}
          </th>
          <td className="py-1.5 text-right font-medium">{total}</td>
        </tr>
      }
    />
  )
}
