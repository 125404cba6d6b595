'use client'

import { X } from 'lucide-react'
import { useState, type FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { FILTER_OPERATOR_LABELS } from '@/lib/table-editor/filters'
import type { EditorColumn } from '@/lib/table-editor/table-model'
import { FILTER_OPERATORS, type Filter, type FilterOperator } from '@/lib/table-editor/types'

export interface FilterBarProps {
  columns: readonly EditorColumn[]
  filters: readonly Filter[]
  onFiltersChange: (filters: Filter[]) => void
}

const selectClasses = 'h-8 rounded-md border border-border bg-background px-2 text-sm text-foreground'

/** The active filters (each removable) and a form to add one: column, operator, value. */
export function FilterBar({ columns, filters, onFiltersChange }: FilterBarProps) {
  const [column, setColumn] = useState(columns[0]?.name ?? '')
  const [operator, setOperator] = useState<FilterOperator>('eq')
  const [value, setValue] = useState('')

  const handleAdd = (event: FormEvent) => {
    event.preventDefault()
    if (!column) return
    onFiltersChange([...filters, { column, operator, value }])
    setValue('')
  }

  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-border px-4 py-2">
      {filters.length > 0 && (
        <ul aria-label="Active filters" className="flex flex-wrap gap-2">
          {filters.map((filter, index) => (
            <li
              key={`${filter.column}:${filter.operator}:${filter.value}:${index}`}
              className="flex items-center gap-1 rounded-full border border-border bg-background py-0.5 pr-1 pl-3 font-mono text-xs"
            >
              <span>
                {filter.column} {filter.operator} {filter.value === '' ? "''" : filter.value}
              </span>
              <button
                type="button"
                aria-label={`Remove filter ${filter.column} ${filter.operator} ${filter.value}`}
                onClick={() => onFiltersChange(filters.filter((_, position) => position !== index))}
                className="rounded-full p-0.5 text-muted hover:text-foreground"
              >
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={handleAdd} aria-label="Add filter" className="flex flex-wrap items-center gap-2">
        <select aria-label="Filter column" value={column} onChange={(event) => setColumn(event.target.value)} className={selectClasses}>
          {columns.map((candidate) => (
            <option key={candidate.name} value={candidate.name}>
              {candidate.name}
            </option>
          ))}
        </select>
        <select
          aria-label="Filter operator"
          value={operator}
          onChange={(event) => setOperator(event.target.value as FilterOperator)}
          className={selectClasses}
        >
          {FILTER_OPERATORS.map((candidate) => (
            <option key={candidate} value={candidate}>
              {FILTER_OPERATOR_LABELS[candidate]}
            </option>
          ))}
        </select>
        <Input
          aria-label="Filter value"
          placeholder={operator === 'is' ? 'null, not null, true or false' : 'Value'}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className="h-8 w-48"
        />
        <Button type="submit" size="small" variant="outline" disabled={!column}>
          Add filter
        </Button>
        {filters.length > 0 && (
          <Button size="small" variant="ghost" onClick={() => onFiltersChange([])}>
            Clear filters
          </Button>
        )}
      </form>
    </div>
  )
}
