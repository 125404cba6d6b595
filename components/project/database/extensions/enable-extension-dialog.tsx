'use client'

import { useState } from 'react'

import { ConfirmationDialog } from '@/components/ui/confirmation-dialog'
import { FormField } from '@/components/ui/form-field'
import { defaultExtensionSchema } from '@/lib/extensions/extension-list'

export interface EnableExtensionDialogProps {
  /** The extension to enable; null closes the dialog. Give the dialog `key={name}` to reset its schema. */
  name: string | null
  schemas: readonly string[]
  isEnabling: boolean
  onConfirm: (schema: string) => void
  onCancel: () => void
}

/** Confirms enabling an extension and picks the schema its objects go into. */
export function EnableExtensionDialog({ name, schemas, isEnabling, onConfirm, onCancel }: EnableExtensionDialogProps) {
  const [chosen, setChosen] = useState<string | null>(null)
  const schema = chosen ?? defaultExtensionSchema(schemas)
  const options = schemas.includes(schema) ? schemas : [schema, ...schemas]
  return (
    <ConfirmationDialog
      visible={name !== null}
      size="medium"
      title={name ? `Enable ${name}` : undefined}
      description="The extension's functions, types and tables are created in the schema you choose."
      confirmLabel="Enable extension"
      loading={isEnabling}
      onConfirm={() => onConfirm(schema)}
      onCancel={onCancel}
    >
      <FormField label="Schema">
        <select
          value={schema}
          onChange={(event) => setChosen(event.target.value)}
          className="h-9 rounded-md border border-border bg-background px-2 text-sm text-foreground"
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </FormField>
    </ConfirmationDialog>
  )
}
