'use client'

import { useState } from 'react'

import { Input } from '@/components/ui/input'
import type { LogSource } from '@/lib/catalog/log-sources'

/** Checkboxes for the source's queryable fields, with a filter for sources that have many. */
export function LogFieldPicker({
  source,
  selected,
  onToggle,
}: {
  source: LogSource
  selected: readonly string[]
  onToggle: (path: string) => void
}) {
  const [filter, setFilter] = useState('')
  const needle = filter.trim().toLowerCase()
  const shown = source.fields.filter((field) => !needle || field.path.toLowerCase().includes(needle))
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-xs font-medium text-muted">{`Fields (${selected.length} selected)`}</legend>
      <Input aria-label="Filter fields" placeholder="Filter fields" value={filter} onChange={(event) => setFilter(event.target.value)} className="h-8" />
      <ul className="max-h-64 overflow-y-auto rounded-md border border-border p-2">
        {shown.map((field) => (
          <li key={field.path}>
            <label className="flex items-center gap-2 py-0.5 text-xs">
              <input
                type="checkbox"
                checked={selected.includes(field.path)}
                onChange={() => onToggle(field.path)}
                className="size-3.5 accent-brand"
              />
              <span className="truncate font-mono" title={field.path}>
                {field.path}
              </span>
              <span className="ml-auto shrink-0 text-muted">{field.type}</span>
            </label>
          </li>
        ))}
        {shown.length === 0 && <li className="text-xs text-muted">No field matches.</li>}
      </ul>
    </fieldset>
  )
}
