'use client'

import type { PgSchema } from '@/lib/api/types'

export interface SchemaSelectorProps {
  schemas: readonly PgSchema[]
  value: string
  onChange: (schema: string) => void
  isLoading?: boolean
}

/** Picks the schema whose tables the list shows. */
export function SchemaSelector({ schemas, value, onChange, isLoading = false }: SchemaSelectorProps) {
  // The selected schema stays listed even before (or without) the schemas having loaded.
  const names = schemas.some((schema) => schema.name === value)
    ? schemas.map((schema) => schema.name)
    : [value, ...schemas.map((schema) => schema.name)]
  return (
    <label className="flex flex-col gap-1 text-xs font-medium text-muted">
      Schema
      <select
        value={value}
        disabled={isLoading}
        onChange={(event) => onChange(event.target.value)}
        className="h-8 rounded-md border border-border bg-background px-2 text-sm text-foreground"
      >
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </label>
  )
}
