'use client'

import { ChevronDown, ChevronRight, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import type { PgType } from '@/lib/api/types'
import type { ColumnDraft, IdentityGeneration } from '@/lib/table-designer/column-sql'
import type { ForeignKeyDraft } from '@/lib/table-designer/foreign-key-sql'
import { defaultSuggestions } from '@/lib/table-designer/designer-plan'

import { ForeignKeyFields } from './foreign-key-fields'
import { TypePicker } from './type-picker'

export interface ColumnRowProps {
  index: number
  column: ColumnDraft
  types: readonly PgType[]
  error: string | null
  onChange: (column: ColumnDraft) => void
  onRemove: () => void
  projectRef: string
  schemas: readonly string[]
  /** The names of the table's other columns, for a composite foreign key. */
  otherColumns: readonly string[]
  foreignKey: ForeignKeyDraft | null
  onForeignKeyChange: (foreignKey: ForeignKeyDraft | null) => void
}

const checkbox = 'size-4 accent-brand'

/** One column of the designer's grid; its check, generation and comment open below it. */
export function ColumnRow({ index, column, types, error, onChange, onRemove, projectRef, schemas, otherColumns, foreignKey, onForeignKeyChange }: ColumnRowProps) {
  const [isExpanded, setIsExpanded] = useState(Boolean(column.check || column.generated || column.comment || foreignKey))
  const suggestionsId = useId()
  const errorId = useId()
  const label = column.name || `column ${index + 1}`
  const set = <Key extends keyof ColumnDraft>(key: Key, value: ColumnDraft[Key]) => onChange({ ...column, [key]: value })

  return (
    <>
      <tr className="border-t border-border align-middle" aria-invalid={error ? true : undefined}>
        <td className="py-1 pr-1">
          <Button
            size="tiny"
            variant="ghost"
            aria-expanded={isExpanded}
            aria-label={`More settings of ${label}`}
            onClick={() => setIsExpanded(!isExpanded)}
            icon={isExpanded ? <ChevronDown aria-hidden="true" className="size-4" /> : <ChevronRight aria-hidden="true" className="size-4" />}
          />
        </td>
        <td className="py-1 pr-1">
          <Input
            aria-label={`Name of column ${index + 1}`}
            aria-describedby={error ? errorId : undefined}
            value={column.name}
            onChange={(event) => set('name', event.target.value)}
            className="h-8 font-mono text-xs"
          />
        </td>
        <td className="py-1 pr-1">
          <TypePicker label={`Type of ${label}`} value={column.type} types={types} onChange={(type) => set('type', type)} invalid={Boolean(error)} />
        </td>
        <td className="py-1 pr-1">
          <Input
            aria-label={`Default value of ${label}`}
            list={suggestionsId}
            value={column.defaultValue}
            placeholder={column.identity ? 'Identity' : 'NULL'}
            disabled={Boolean(column.identity || column.generated)}
            onChange={(event) => onChange({ ...column, defaultValue: event.target.value, defaultFormat: 'expression' })}
            className="h-8 font-mono text-xs"
          />
          <datalist id={suggestionsId}>
            {defaultSuggestions(column.type).map((suggestion) => (
              <option key={suggestion} value={suggestion} />
            ))}
          </datalist>
        </td>
        <td className="py-1 text-center">
          <input type="checkbox" className={checkbox} aria-label={`${label} is the primary key`} checked={column.isPrimaryKey}
            onChange={(event) => onChange({ ...column, isPrimaryKey: event.target.checked, isNullable: event.target.checked ? false : column.isNullable })} />
        </td>
        <td className="py-1 text-center">
          <input type="checkbox" className={checkbox} aria-label={`${label} is nullable`} checked={column.isNullable} disabled={column.isPrimaryKey}
            onChange={(event) => set('isNullable', event.target.checked)} />
        </td>
        <td className="py-1 text-center">
          <input type="checkbox" className={checkbox} aria-label={`${label} is unique`} checked={column.isUnique} disabled={column.isPrimaryKey}
            onChange={(event) => set('isUnique', event.target.checked)} />
        </td>
        <td className="py-1 pr-1">
          <select
            aria-label={`Identity of ${label}`}
            value={column.identity ?? ''}
            onChange={(event) => onChange({ ...column, identity: (event.target.value || null) as IdentityGeneration | null, defaultValue: '' })}
            className="h-8 rounded-md border border-border bg-background px-1 text-xs"
          >
            <option value="">No</option>
            <option value="BY DEFAULT">By default</option>
            <option value="ALWAYS">Always</option>
          </select>
        </td>
        <td className="py-1">
          <Button size="tiny" variant="ghost" aria-label={`Remove ${label}`} onClick={onRemove} icon={<Trash2 aria-hidden="true" className="size-4" />} />
        </td>
      </tr>
      {error && (
        <tr>
          <td />
          <td colSpan={8} id={errorId} role="alert" className="pb-1 text-xs text-destructive">
            {error}
          </td>
        </tr>
      )}
      {isExpanded && (
        <tr>
          <td />
          <td colSpan={8} className="pb-2">
            <div className="grid grid-cols-3 gap-2">
              <Input aria-label={`Check constraint of ${label}`} placeholder="Check, e.g. length(name) > 0" value={column.check}
                onChange={(event) => set('check', event.target.value)} className="h-8 font-mono text-xs" />
              <Input aria-label={`Generated expression of ${label}`} placeholder="Generated (stored) as…" value={column.generated}
                onChange={(event) => onChange({ ...column, generated: event.target.value, defaultValue: '', identity: null })} className="h-8 font-mono text-xs" />
              <Input aria-label={`Comment of ${label}`} placeholder="Comment" value={column.comment}
                onChange={(event) => set('comment', event.target.value)} className="h-8 text-xs" />
            </div>
            <div className="mt-2 flex">
              <ForeignKeyFields projectRef={projectRef} column={column.name} otherColumns={otherColumns} schemas={schemas} value={foreignKey} onChange={onForeignKeyChange} />
            </div>
          </td>
        </tr>
      )}
    </>
  )
}
