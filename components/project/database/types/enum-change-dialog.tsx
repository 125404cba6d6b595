'use client'

import { useState } from 'react'

import { SqlFormDialog } from '@/components/project/database/objects/sql-form-dialog'
import { SelectField } from '@/components/ui/select-field'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useReviewedSql } from '@/data/sql/use-reviewed-sql'
import { typeKeys } from '@/data/types/keys'
import { buildAddEnumValueSql, buildCreateEnumSql, buildRenameEnumValueSql, validateEnumDraft } from '@/lib/database-types/type-sql'
import { toast } from '@/lib/ui/toast'

export type EnumChange =
  | { kind: 'create'; schema: string }
  | { kind: 'add'; schema: string; name: string; values: string[] }
  | { kind: 'rename'; schema: string; name: string; values: string[] }

/** Create an enum, add a value to one or rename one of its values; the SQL shows as the fields change. */
export function EnumChangeDialog({ projectRef, change, onClose }: { projectRef: string; change: EnumChange; onClose: () => void }) {
  const [name, setName] = useState('')
  const [valuesText, setValuesText] = useState('')
  const [value, setValue] = useState('')
  const [position, setPosition] = useState('')
  const [validation, setValidation] = useState<string | null>(null)

  const values = valuesText.split('\n')
  let sql: string
  let problem: string | null
  if (change.kind === 'create') {
    sql = buildCreateEnumSql({ schema: change.schema, name: name || '…' }, values)
    problem = validateEnumDraft(name, values)
  } else if (change.kind === 'add') {
    sql = buildAddEnumValueSql(change, value, position || undefined)
    problem = !value ? 'Type the new value.' : change.values.includes(value) ? `${value} is already a value.` : null
  } else {
    sql = buildRenameEnumValueSql(change, position, value)
    problem = !position ? 'Choose the value to rename.' : !value ? 'Type its new name.' : null
  }

  const title = change.kind === 'create' ? 'Create an enum' : change.kind === 'add' ? `Add a value to ${change.name}` : `Rename a value of ${change.name}`
  const mutation = useReviewedSql({
    projectRef,
    statements: sql,
    invalidates: [typeKeys.list(projectRef)],
    onSuccess: () => {
      toast.success(change.kind === 'create' ? `Type ${name} created` : `Type ${change.name} changed`)
      onClose()
    },
  })
  return (
    <SqlFormDialog
      title={title}
      sql={mutation.sql}
      problem={validation ?? (mutation.error ? `Failed: ${mutation.error.message}` : null)}
      submitLabel={change.kind === 'create' ? 'Create enum' : change.kind === 'add' ? 'Add value' : 'Rename value'}
      isRunning={mutation.isRunning}
      onSubmit={() => {
        setValidation(problem)
        if (!problem) mutation.run()
      }}
      onClose={onClose}
    >
      {change.kind === 'create' && (
        <>
          <FormField label="Type name">
            <Input value={name} onChange={(event) => setName(event.target.value)} />
          </FormField>
          <FormField label="Values" description="One per line, in order.">
            <textarea
              value={valuesText}
              rows={4}
              onChange={(event) => setValuesText(event.target.value)}
              className="rounded-md border border-border bg-background p-2 font-mono text-sm"
            />
          </FormField>
        </>
      )}
      {change.kind === 'add' && (
        <>
          <FormField label="New value">
            <Input value={value} onChange={(event) => setValue(event.target.value)} />
          </FormField>
          <SelectField
            label="Place after"
            value={position}
            placeholder="At the end"
            options={change.values.map((label) => ({ value: label, label }))}
            onChange={setPosition}
          />
        </>
      )}
      {change.kind === 'rename' && (
        <>
          <SelectField
            label="Value to rename"
            value={position}
            placeholder="Choose a value"
            options={change.values.map((label) => ({ value: label, label }))}
            onChange={setPosition}
          />
          <FormField label="New name">
            <Input value={value} onChange={(event) => setValue(event.target.value)} />
          </FormField>
        </>
      )}
    </SqlFormDialog>
  )
}
