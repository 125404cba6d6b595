'use client'

import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { SelectField } from '@/components/ui/select-field'
import { useSchemasQuery } from '@/data/schemas/schemas-query'
import { useTablesQuery } from '@/data/tables/tables-query'

import type { PostgresChangesListen } from './use-realtime-session'

export interface PostgresFieldsValue {
  schema: string
  table: string
  event: PostgresChangesListen['event']
  filter: string
}

const EVENTS = [
  { value: '*', label: 'All events' },
  { value: 'INSERT', label: 'INSERT' },
  { value: 'UPDATE', label: 'UPDATE' },
  { value: 'DELETE', label: 'DELETE' },
] as const

/** Which table's changes to receive: schema and table from the database itself, the event, a row filter. */
export function RealtimePostgresFields({
  projectRef,
  value,
  onChange,
  errors,
}: {
  projectRef: string
  value: PostgresFieldsValue
  onChange: (value: PostgresFieldsValue) => void
  errors: { table?: string; filter?: string }
}) {
  const schemas = useSchemasQuery({ projectRef })
  const tables = useTablesQuery({ projectRef, schema: value.schema })
  const schemaOptions = (schemas.data ?? []).map((item) => ({ value: item.name, label: item.name }))
  const tableOptions = (tables.data ?? []).map((item) => ({ value: item.name, label: item.name }))
  const tablePlaceholder = tables.isPending
    ? 'Loading tables…'
    : tables.error
      ? 'Could not load tables'
      : tableOptions.length === 0
        ? 'No tables in this schema'
        : 'Pick a table'

  return (
    <fieldset className="grid gap-4 md:grid-cols-4">
      <legend className="mb-2 text-sm font-medium">Postgres changes</legend>
      <SelectField
        label="Schema"
        value={value.schema}
        options={schemaOptions.length > 0 ? schemaOptions : [{ value: value.schema, label: value.schema }]}
        onChange={(schema) => onChange({ ...value, schema, table: '' })}
      />
      <div className="flex flex-col gap-1">
        <SelectField label="Table" value={value.table} options={tableOptions} onChange={(table) => onChange({ ...value, table })} placeholder={tablePlaceholder} />
        {errors.table && (
          <p role="alert" className="text-xs text-destructive">
            {errors.table}
          </p>
        )}
      </div>
      <SelectField label="Event" value={value.event} options={EVENTS} onChange={(event) => onChange({ ...value, event: event as PostgresFieldsValue['event'] })} />
      <FormField label="Filter" error={errors.filter} description="Optional: column=op.value (eq, neq, lt, lte, gt, gte, in)">
        <Input value={value.filter} onChange={(change) => onChange({ ...value, filter: change.target.value })} placeholder="id=eq.1" />
      </FormField>
    </fieldset>
  )
}
