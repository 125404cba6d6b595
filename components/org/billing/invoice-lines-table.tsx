import type { Schemas } from '@/lib/api/types'
import { formatCurrency } from '@/lib/format/money'

type InvoiceLine = Schemas['InvoiceLine']

/** Invoice or preview lines with their amounts (in dollars) and a total row. */
export function InvoiceLinesTable({ lines, totalLabel, total }: { lines: InvoiceLine[]; totalLabel: string; total: string }) {
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="border-b border-border text-left text-xs text-muted">
          <th scope="col" className="py-1.5 font-medium">
            Item
          </th>
          <th scope="col" className="py-1.5 text-right font-medium">
            Quantity
          </th>
          <th scope="col" className="py-1.5 text-right font-medium">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={`${line.description}-${index}`} className="border-b border-border/60">
            <td className="py-1.5">{line.description}</td>
            <td className="py-1.5 text-right">{line.quantity ?? '—'}</td>
            <td className="py-1.5 text-right">{formatCurrency(line.total_price)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2} className="py-1.5 text-left font-medium">
            {totalLabel}
          </th>
          <td className="py-1.5 text-right font-medium">{total}</td>
        </tr>
      </tfoot>
    </table>
  )
}
