'use client'

import { Admonition } from '@/components/ui/admonition'
import type { CsvImportOutcome, RowError } from '@/data/table-rows/csv-import'
import { formatRowCount } from '@/lib/table-editor/format-rows'

function RowErrors({ errors, total }: { errors: readonly RowError[]; total: number }) {
  return (
    <>
      <ul aria-label="Rows that failed" className="mt-2 max-h-48 overflow-y-auto font-mono text-xs">
        {errors.map((error) => (
          <li key={error.line}>
            Line {error.line}: {error.reason}
          </li>
        ))}
      </ul>
      {total > errors.length && <p className="mt-1 text-xs">…and {formatRowCount(total - errors.length)} more</p>}
    </>
  )
}

/** What the import did: rows added (and skipped), or why nothing was added. */
export function ImportResult({ outcome }: { outcome: CsvImportOutcome }) {
  if (outcome.status === 'cancelled') {
    return (
      <Admonition type="note" title="Import cancelled">
        Nothing was added to the table.
      </Admonition>
    )
  }
  if (outcome.status === 'rejected') {
    return (
      <Admonition type="danger" title={`Nothing was imported: ${formatRowCount(outcome.badRows)} failed the checks`}>
        Fix them in the file, or choose “Skip bad rows” to import the others.
        <RowErrors errors={outcome.errors} total={outcome.badRows} />
      </Admonition>
    )
  }
  return (
    <Admonition type={outcome.badRows > 0 ? 'warning' : 'tip'} title={`Imported ${formatRowCount(outcome.rows)}`}>
      {outcome.badRows > 0 ? `${formatRowCount(outcome.badRows)} skipped:` : 'Every row of the file is in the table.'}
      {outcome.badRows > 0 && <RowErrors errors={outcome.errors} total={outcome.badRows} />}
    </Admonition>
  )
}
