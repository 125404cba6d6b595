'use client'

import { useId } from 'react'

import { Input } from '@/components/ui/input'
import type { PgType } from '@/lib/api/types'
import { BUILTIN_TYPES, userTypeName } from '@/lib/table-designer/column-type'

export interface TypePickerProps {
  value: string
  onChange: (value: string) => void
  /** The project's enums, domains and composite types. */
  types: readonly PgType[]
  label: string
  invalid?: boolean
  /** Given by a FormField, so its label and error line belong to the input. */
  id?: string
  'aria-describedby'?: string
}

/**
 * A searchable type field: typing filters the built-in types, arrays of them and the database's own
 * types; any other valid type name may be typed too (it is quoted when the SQL is built).
 */
export function TypePicker({ value, onChange, types, label, invalid, id, 'aria-describedby': describedBy }: TypePickerProps) {
  const listId = useId()
  const userTypes = types.filter((type) => type.kind === 'enum' || type.kind === 'domain' || type.kind === 'composite')
  return (
    <>
      <Input
        id={id}
        aria-describedby={describedBy}
        aria-label={label}
        aria-invalid={invalid || undefined}
        list={listId}
        value={value}
        placeholder="Choose a type"
        onChange={(event) => onChange(event.target.value)}
        className="h-8 font-mono text-xs"
      />
      <datalist id={listId}>
        {BUILTIN_TYPES.map((type) => (
          <option key={type.name} value={type.name}>
            {type.description}
          </option>
        ))}
        {userTypes.map((type) => (
          <option key={type.id} value={userTypeName(type.schema, type.name)}>
            {`${type.kind}${type.kind === 'enum' ? `: ${type.enums.join(', ')}` : ''}`}
          </option>
        ))}
        {BUILTIN_TYPES.map((type) => (
          <option key={`${type.name}[]`} value={`${type.name}[]`}>
            {`Array of ${type.name}`}
          </option>
        ))}
        {userTypes.map((type) => (
          <option key={`${type.id}[]`} value={`${userTypeName(type.schema, type.name)}[]`}>
            {`Array of ${type.name}`}
          </option>
        ))}
      </datalist>
    </>
  )
}
