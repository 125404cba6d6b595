'use client'

import { useState } from 'react'

import { KeyValueEditor } from '@/components/project/database/objects/key-value-editor'
import { SqlFormDialog } from '@/components/project/database/objects/sql-form-dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { SelectField } from '@/components/ui/select-field'
import { toast } from '@/lib/ui/toast'
import { useReviewedSql } from '@/data/sql/use-reviewed-sql'
import { wrapperKeys } from '@/data/wrappers/keys'
import {
  buildCreateForeignServerSql,
  EMPTY_FOREIGN_SERVER,
  validateForeignServer,
  type ForeignServerDraft,
  type ForeignServerProblems,
} from '@/lib/wrappers/wrapper-ddl'

/** Which field a Postgres refusal is about: a taken name, or an option the wrapper's validator rejects. */
function fieldOfError(message: string): keyof ForeignServerProblems | null {
  if (/server .* already exists/i.test(message)) return 'name'
  if (/option/i.test(message)) return 'options'
  return null
}

/** Creates a foreign server on one of the installed wrappers, with the options that wrapper takes. */
export function ForeignServerDialog({ projectRef, wrappers, onClose }: { projectRef: string; wrappers: readonly string[]; onClose: () => void }) {
  const [draft, setDraft] = useState<ForeignServerDraft>({ ...EMPTY_FOREIGN_SERVER, wrapper: wrappers.length === 1 ? wrappers[0] : '' })
  const [problems, setProblems] = useState<ForeignServerProblems>({})
  const set = (patch: Partial<ForeignServerDraft>) => setDraft((previous) => ({ ...previous, ...patch }))
  const mutation = useReviewedSql({
    projectRef,
    statements: buildCreateForeignServerSql({ ...draft, name: draft.name || '…', wrapper: draft.wrapper || '…' }),
    invalidates: [wrapperKeys.foreignData(projectRef)],
    onSuccess: () => {
      toast.success(`Server ${draft.name} created`)
      onClose()
    },
  })
  const sql = mutation.sql
  const serverError = mutation.error?.message ?? null
  const serverField = serverError ? fieldOfError(serverError) : null
  const errorOf = (field: keyof ForeignServerProblems) => problems[field] ?? (serverField === field ? serverError : null)

  return (
    <SqlFormDialog
      title="Create a foreign server"
      sql={sql}
      problem={serverError && !serverField ? `Failed: ${serverError}` : null}
      submitLabel="Create server"
      isRunning={mutation.isRunning}
      onSubmit={() => {
        const found = validateForeignServer(draft)
        setProblems(found)
        if (Object.keys(found).length === 0) mutation.run()
      }}
      onClose={onClose}
    >
      <FormField label="Server name" error={errorOf('name')}>
        <Input value={draft.name} onChange={(event) => set({ name: event.target.value })} />
      </FormField>
      <div className="flex flex-col gap-1">
        <SelectField
          label="Wrapper"
          value={draft.wrapper}
          placeholder="Choose a wrapper"
          options={wrappers.map((name) => ({ value: name, label: name }))}
          onChange={(wrapper) => set({ wrapper })}
        />
        {errorOf('wrapper') && (
          <p role="alert" className="text-xs text-destructive">
            {errorOf('wrapper')}
          </p>
        )}
      </div>
      <KeyValueEditor label="Options" rows={draft.options} onChange={(options) => set({ options })} error={errorOf('options') ?? undefined} />
      <p className="text-xs text-muted">
        Options are stored in pg_foreign_server and readable by the server&apos;s owner; keep credentials in Vault and pass the
        secret&apos;s id where the wrapper takes one (for example api_key_id).
      </p>
    </SqlFormDialog>
  )
}
