'use client'

import { SelectField } from '@/components/ui/select-field'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import {
  TRIGGER_EVENTS,
  TRIGGER_ORIENTATIONS,
  TRIGGER_TIMINGS,
  type TriggerDraft,
  type TriggerOrientation,
  type TriggerTimingName,
} from '@/lib/triggers/trigger-sql'

/** The trigger's fields: table, name, timing, events, row or statement, the function it calls and its WHEN. */
export function TriggerForm({
  draft,
  tables,
  functions,
  onChange,
}: {
  draft: TriggerDraft
  tables: readonly string[]
  /** Functions returning trigger, as "schema.name". */
  functions: readonly { schema: string; name: string }[]
  onChange: (draft: TriggerDraft) => void
}) {
  const update = (patch: Partial<TriggerDraft>) => onChange({ ...draft, ...patch })
  const functionValue = draft.functionName ? JSON.stringify([draft.functionSchema, draft.functionName]) : ''
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <FormField label="Trigger name">
        <Input value={draft.name} onChange={(event) => update({ name: event.target.value })} />
      </FormField>
      <SelectField
        label="Table"
        value={draft.table}
        placeholder="Choose a table"
        options={tables.map((name) => ({ value: name, label: name }))}
        onChange={(table) => update({ table })}
      />
      <div className="flex flex-wrap gap-3">
        <SelectField
          label="Timing"
          value={draft.timing}
          options={TRIGGER_TIMINGS.map((timing) => ({ value: timing, label: timing.toLowerCase() }))}
          onChange={(timing) => update({ timing: timing as TriggerTimingName })}
        />
        <SelectField
          label="For each"
          value={draft.orientation}
          options={TRIGGER_ORIENTATIONS.map((orientation) => ({ value: orientation, label: orientation.toLowerCase() }))}
          onChange={(orientation) => update({ orientation: orientation as TriggerOrientation })}
        />
      </div>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="text-sm font-medium">Events</legend>
        <div className="flex flex-wrap gap-4">
          {TRIGGER_EVENTS.map((event) => (
            <label key={event} className="flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                checked={draft.events.includes(event)}
                onChange={(change) =>
                  update({ events: change.target.checked ? [...draft.events, event] : draft.events.filter((candidate) => candidate !== event) })
                }
              />
              {event.toLowerCase()}
            </label>
          ))}
        </div>
      </fieldset>
      <SelectField
        label="Function to call"
        value={functionValue}
        placeholder={functions.length === 0 ? 'No function returns trigger yet' : 'Choose a function'}
        options={functions.map((fn) => ({ value: JSON.stringify([fn.schema, fn.name]), label: `${fn.schema}.${fn.name}()` }))}
        onChange={(value) => {
          const [functionSchema, functionName] = JSON.parse(value) as [string, string]
          update({ functionSchema, functionName })
        }}
      />
      <FormField label="WHEN condition (optional)" description="For example new.status is distinct from old.status.">
        <Input value={draft.condition} onChange={(event) => update({ condition: event.target.value })} />
      </FormField>
    </div>
  )
}
