'use client'

import { useState } from 'react'

import { SqlFormDialog } from '@/components/project/database/objects/sql-form-dialog'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { buildCreateCompositeSql, validateCompositeDraft, type CompositeAttribute } from '@/lib/database-types/type-sql'
import { toast } from '@/lib/ui/toast'
import { useReviewedSql } from '@/data/sql/use-reviewed-sql'
import { typeKeys } from '@/data/types/keys'

const EMPTY_ATTRIBUTE: CompositeAttribute = { name: '', type: '' }

/** Create a composite type from named, typed attributes; the SQL shows as the fields change. */
export function CompositeCreateDialog({ projectRef, schema, onClose }: { projectRef: string; schema: string; onClose: () => void }) {
  const [name, setName] = useState('')
  const [attributes, setAttributes] = useState<CompositeAttribute[]>([EMPTY_ATTRIBUTE])
  const [validation, setValidation] = useState<string | null>(null)
  const mutation = useReviewedSql({
    projectRef,
    // An empty name shows as … in the preview; validation keeps it from running.
    statements: { shown: buildCreateCompositeSql({ schema, name: name || '…' }, attributes), run: buildCreateCompositeSql({ schema, name }, attributes) },
    invalidates: [typeKeys.list(projectRef)],
    onSuccess: () => {
      toast.success(`Type ${name.trim()} created`)
      onClose()
    },
  })
  const sql = mutation.sql
  const updateAttribute = (position: number, patch: Partial<CompositeAttribute>) =>
    setAttributes(attributes.map((attribute, index) => (index === position ? { ...attribute, ...patch } : attribute)))

  return (
    <SqlFormDialog
      title={`Create a composite type in ${schema}`}
      sql={sql}
      problem={validation ?? (mutation.error ? `Failed: ${mutation.error.message}` : null)}
      submitLabel="Create type"
      isRunning={mutation.isRunning}
      onSubmit={() => {
        const problem = validateCompositeDraft(name, attributes)
        setValidation(problem)
        if (!problem) mutation.run()
      }}
      onClose={onClose}
    >
      <FormField label="Type name">
        <Input value={name} onChange={(event) => setName(event.target.value)} />
      </FormField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Attributes</legend>
        {attributes.map((attribute, index) => (
          <div key={index} className="flex items-center gap-2">
            <Input aria-label={`Attribute ${index + 1} name`} placeholder="name" value={attribute.name} onChange={(event) => updateAttribute(index, { name: event.target.value })} />
            <Input
              aria-label={`Attribute ${index + 1} type`}
              placeholder="type, e.g. text"
              className="font-mono text-xs"
              value={attribute.type}
              onChange={(event) => updateAttribute(index, { type: event.target.value })}
            />
            <Button
              type="button"
              size="tiny"
              variant="outline"
              aria-label={`Remove attribute ${index + 1}`}
              disabled={attributes.length === 1}
              onClick={() => setAttributes(attributes.filter((_, position) => position !== index))}
            >
              Remove
            </Button>
          </div>
        ))}
        <Button type="button" size="tiny" variant="outline" className="self-start" onClick={() => setAttributes([...attributes, EMPTY_ATTRIBUTE])}>
          Add attribute
        </Button>
      </fieldset>
    </SqlFormDialog>
  )
}
