'use client'

import { QueryFailure } from '@/components/ui/query-failure'
import { SelectField } from '@/components/ui/select-field'
import { useSchemasQuery } from '@/data/schemas/schemas-query'

/** The chosen schema stays an option while the list loads, fails, or no longer has it. */
export function schemaOptions(names: readonly string[], current: string) {
  return (names.includes(current) ? names : [current, ...names]).map((name) => ({ value: name, label: name }))
}

/** The schema picker of the database-object pages, with the schema list's own failure and retry. */
export function SchemaSelect({ projectRef, value, onChange }: { projectRef: string; value: string; onChange: (schema: string) => void }) {
  const schemas = useSchemasQuery({ projectRef })
  const names = (schemas.data ?? []).map((candidate) => candidate.name)
  return (
    <>
      <SelectField label="Schema" value={value} options={schemaOptions(names, value)} onChange={onChange} />
      <QueryFailure query={schemas} what="schemas" />
    </>
  )
}
