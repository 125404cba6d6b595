'use client'

import { Search } from 'lucide-react'
import { useDeferredValue, useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { QueryError } from '@/components/ui/query-error'
import { useReferencedRowQuery } from '@/data/table-rows/referenced-row-query'
import { useReferencedRowsQuery } from '@/data/table-rows/referenced-rows-query'
import { LOOKUP_LIMIT, rowSummary } from '@/lib/table-editor/foreign-lookup'
import { referenceLabel, type ColumnReference } from '@/lib/table-editor/table-model'
import { displayValue } from '@/lib/table-editor/value-encoding'

export interface ForeignRowLookupProps {
  projectRef: string
  column: string
  reference: ColumnReference
  /** The field's current text; empty when NULL or default. */
  value: string
  onPick: (value: string) => void
  isReadOnly: boolean
}

/**
 * A foreign key field's companion: the row its value points at, and a searchable list of the
 * referenced table's first rows to pick the value from.
 */
export function ForeignRowLookup({ projectRef, column, reference, value, onPick, isReadOnly }: ForeignRowLookupProps) {
  const [isOpen, setIsOpen] = useState(false)
  const [search, setSearch] = useState('')
  const listId = useId()
  const current = useDeferredValue(value.trim())
  const target = `${reference.schema}.${reference.table}`
  const row = useReferencedRowQuery({ projectRef, reference, value: current }, { enabled: current !== '' })
  const rows = useReferencedRowsQuery({ projectRef, reference, search: useDeferredValue(search) }, { enabled: isOpen })

  return (
    <div className="flex flex-col gap-1.5 text-xs">
      <p className="text-muted" aria-live="polite">
        {`→ ${referenceLabel(reference)}`}
        {current !== '' && (
          <>
            {': '}
            {row.isPending
              ? 'looking up the referenced row…'
              : row.error
                ? row.error.message
                : row.data
                  ? <span className="text-foreground">{rowSummary(row.data)}</span>
                  : `no row of ${target} has ${reference.column} = ${current}`}
          </>
        )}
      </p>
      {!isReadOnly && (
        <Button
          size="tiny"
          variant="outline"
          className="self-start"
          aria-expanded={isOpen}
          aria-controls={isOpen ? listId : undefined}
          icon={<Search aria-hidden="true" className="size-3" />}
          onClick={() => setIsOpen(!isOpen)}
        >
          {`Look up a row of ${target} for ${column}`}
        </Button>
      )}
      {isOpen && (
        <div id={listId} className="flex flex-col gap-1.5 rounded-md border border-border p-2">
          <Input
            aria-label={`Search rows of ${target}`}
            placeholder="Search any column"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="h-8 text-xs"
          />
          {rows.isPending && <p className="text-muted">Loading rows…</p>}
          {rows.error && <QueryError what={`rows of ${target}`} error={rows.error} onRetry={() => void rows.refetch()} />}
          {rows.data && rows.data.length === 0 && <p className="text-muted">{search.trim() ? `No row of ${target} matches "${search.trim()}"` : `${target} has no rows`}</p>}
          {rows.data && rows.data.length > 0 && (
            <ul aria-label={`Rows of ${target}`} className="flex max-h-56 flex-col overflow-y-auto">
              {rows.data.map((candidate, index) => {
                const key = candidate[reference.column]
                return (
                  <li key={`${index}-${displayValue(key)}`}>
                    <button
                      type="button"
                      className="w-full truncate rounded-sm px-2 py-1 text-left font-mono hover:bg-surface"
                      onClick={() => {
                        onPick(key === null || key === undefined ? '' : displayValue(key))
                        setIsOpen(false)
                      }}
                    >
                      {rowSummary(candidate)}
                    </button>
                  </li>
                )
              })}
            </ul>
          )}
          {rows.data && rows.data.length === LOOKUP_LIMIT && <p className="text-muted">{`The first ${LOOKUP_LIMIT} rows: search to narrow them down.`}</p>}
        </div>
      )}
    </div>
  )
}
