'use client'

import { Plus, Trash2 } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import type { KeyValue } from '@/lib/sql/key-value'

/** Rows of name and value (a request's headers or query parameters), each row removable. */
export function KeyValueEditor({
  label,
  rows,
  onChange,
  error,
  valueLabel = 'value',
}: {
  label: string
  rows: readonly KeyValue[]
  onChange: (rows: KeyValue[]) => void
  error?: string
  /** What the second input of a row holds (a column's "type"). */
  valueLabel?: string
}) {
  const update = (index: number, patch: Partial<KeyValue>) => onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)))
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">{label}</legend>
      {rows.length === 0 && <p className="text-xs text-muted">{`No ${label.toLowerCase()}.`}</p>}
      {rows.map((row, index) => (
        <div key={index} className="flex items-center gap-2">
          <Input aria-label={`${label} ${index + 1} name`} placeholder="Name" value={row.name} onChange={(event) => update(index, { name: event.target.value })} />
          <Input aria-label={`${label} ${index + 1} ${valueLabel}`} placeholder={valueLabel.charAt(0).toUpperCase() + valueLabel.slice(1)} value={row.value} onChange={(event) => update(index, { value: event.target.value })} />
          <Button
            size="icon"
            variant="ghost"
            aria-label={`Remove ${label.toLowerCase()} ${index + 1}`}
            onClick={() => onChange(rows.filter((_, at) => at !== index))}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ))}
      <div>
        <Button size="tiny" variant="outline" icon={<Plus aria-hidden="true" className="size-3.5" />} onClick={() => onChange([...rows, { name: '', value: '' }])}>
          {`Add ${label.toLowerCase().replace(/s$/, '')}`}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  )
}
