'use client'

import { useState } from 'react'

import { SqlFormDialog } from '@/components/project/database/objects/sql-form-dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { SelectField } from '@/components/ui/select-field'
import { useTablesQuery } from '@/data/tables/tables-query'
import {
  buildWebhookStatements,
  EMPTY_WEBHOOK,
  validateWebhook,
  WEBHOOK_EVENTS,
  WEBHOOK_METHODS,
  type ExistingWebhook,
  type WebhookBackend,
  type WebhookDraft,
  type WebhookMethod,
  type WebhookProblems,
} from '@/lib/database-hooks/webhook-sql'
import { toast } from '@/lib/ui/toast'

import { KeyValueEditor } from '@/components/project/database/objects/key-value-editor'
import { useReviewedSql } from '@/data/sql/use-reviewed-sql'
import { triggerKeys } from '@/data/triggers/keys'

export interface WebhookEdit {
  draft: WebhookDraft
  previous: ExistingWebhook
}

const BACKEND_NOTE: Record<WebhookBackend, string> = {
  http_request: 'Sent by supabase_functions.http_request, as the platform does.',
  pg_net: 'This database has no supabase_functions.http_request: a trigger function generated for this webhook sends it through pg_net.',
}

/** Which field a Postgres refusal is about, when its message says so. */
function fieldOfError(message: string): keyof WebhookProblems | null {
  if (/trigger .* already exists|function .* already exists/i.test(message)) return 'name'
  if (/relation .* does not exist/i.test(message)) return 'table'
  if (/invalid input syntax for type json/i.test(message)) return 'headers'
  return null
}

/** Creates a webhook (a trigger that sends each changed row to a URL) or replaces one's settings. */
export function WebhookDialog({
  projectRef,
  backend,
  edit,
  onClose,
}: {
  projectRef: string
  backend: WebhookBackend
  edit: WebhookEdit | null
  onClose: () => void
}) {
  const [draft, setDraft] = useState<WebhookDraft>(edit?.draft ?? EMPTY_WEBHOOK)
  const [problems, setProblems] = useState<WebhookProblems>({})
  const tables = useTablesQuery({ projectRef, schema: draft.schema || undefined })
  const set = (patch: Partial<WebhookDraft>) => setDraft((previous) => ({ ...previous, ...patch }))
  const mutation = useReviewedSql({
    projectRef,
    statements: buildWebhookStatements({ ...draft, name: draft.name || '…', table: draft.table || '…' }, backend, edit?.previous),
    invalidates: [triggerKeys.all(projectRef)],
    onSuccess: () => {
      toast.success(edit ? `Webhook ${draft.name} updated` : `Webhook ${draft.name} created`)
      onClose()
    },
  })
  const sql = mutation.sql
  const serverError = mutation.error?.message ?? null
  const serverField = serverError ? fieldOfError(serverError) : null
  const errorOf = (field: keyof WebhookProblems) => problems[field] ?? (serverField === field ? serverError : null)
  const toggleEvent = (event: (typeof WEBHOOK_EVENTS)[number], isOn: boolean) =>
    set({ events: isOn ? [...draft.events, event] : draft.events.filter((candidate) => candidate !== event) })

  return (
    <SqlFormDialog
      title={edit ? `Edit webhook ${edit.previous.name}` : 'Create a database webhook'}
      sql={sql}
      problem={serverError && !serverField ? `Failed: ${serverError}` : null}
      submitLabel={edit ? 'Save webhook' : 'Create webhook'}
      isRunning={mutation.isRunning}
      onSubmit={() => {
        const found = validateWebhook(draft)
        setProblems(found)
        if (Object.keys(found).length === 0) mutation.run()
      }}
      onClose={onClose}
    >
      <p className="text-xs text-muted">{BACKEND_NOTE[backend]}</p>
      <FormField label="Name" error={errorOf('name')}>
        <Input value={draft.name} onChange={(event) => set({ name: event.target.value })} />
      </FormField>
      <div className="flex flex-wrap items-start gap-3">
        <FormField label="Schema" className="w-40">
          <Input value={draft.schema} onChange={(event) => set({ schema: event.target.value, table: '' })} />
        </FormField>
        <div className="flex flex-col gap-1">
          <SelectField
            label="Table"
            value={draft.table}
            placeholder={tables.data && tables.data.length === 0 ? `No tables in ${draft.schema}` : 'Choose a table'}
            options={(tables.data ?? []).map((table) => ({ value: table.name, label: table.name }))}
            onChange={(table) => set({ table })}
          />
          {(errorOf('table') || tables.error) && (
            <p role="alert" className="text-xs text-destructive">
              {errorOf('table') ?? `Could not load tables: ${tables.error?.message}`}
            </p>
          )}
        </div>
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium">Events</legend>
        <div className="flex gap-4 text-sm">
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex items-center gap-2">
              <input type="checkbox" checked={draft.events.includes(event)} onChange={(change) => toggleEvent(event, change.target.checked)} />
              {event}
            </label>
          ))}
        </div>
        {problems.events && (
          <p role="alert" className="text-xs text-destructive">
            {problems.events}
          </p>
        )}
      </fieldset>
      <div className="flex flex-wrap items-start gap-3">
        <SelectField
          label="Method"
          value={draft.method}
          options={WEBHOOK_METHODS.map((method) => ({ value: method, label: method }))}
          onChange={(method) => set({ method: method as WebhookMethod })}
        />
        <FormField label="URL" error={errorOf('url')} className="min-w-72 flex-1">
          <Input inputMode="url" placeholder="https://" value={draft.url} onChange={(event) => set({ url: event.target.value })} />
        </FormField>
        <FormField label="Timeout (ms)" error={errorOf('timeoutMs')} className="w-36">
          <Input type="number" min={1000} max={10000} value={draft.timeoutMs} onChange={(event) => set({ timeoutMs: Number(event.target.value) })} />
        </FormField>
      </div>
      <KeyValueEditor label="Headers" rows={draft.headers} onChange={(headers) => set({ headers })} error={errorOf('headers') ?? undefined} />
      <KeyValueEditor label="Parameters" rows={draft.params} onChange={(params) => set({ params })} error={errorOf('params') ?? undefined} />
    </SqlFormDialog>
  )
}
