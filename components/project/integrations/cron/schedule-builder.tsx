'use client'

import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { SelectField } from '@/components/ui/select-field'
import { describeCronSchedule } from '@/lib/cron/describe-schedule'
import { buildCronExpression, SCHEDULE_KINDS, type ScheduleDraft, type ScheduleKind } from '@/lib/cron/schedule-presets'

const WEEKDAY_OPTIONS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((label, index) => ({
  value: String(index),
  label,
}))

function NumberField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string
  value: number
  min: number
  max: number
  onChange: (value: number) => void
}) {
  return (
    <FormField label={label} className="w-32">
      <Input
        type="number"
        min={min}
        max={max}
        value={Number.isFinite(value) ? value : ''}
        onChange={(event) => onChange(Math.min(max, Math.max(min, Math.floor(Number(event.target.value) || min))))}
      />
    </FormField>
  )
}

/**
 * Picks when a job runs: a preset with a few numbers, or a cron expression typed by hand. The
 * expression it builds, and when that runs in words, show underneath, with pg_cron's objection if any.
 */
export function ScheduleBuilder({
  value,
  onChange,
  error,
}: {
  value: ScheduleDraft
  onChange: (value: ScheduleDraft) => void
  error: string | null
}) {
  const set = (patch: Partial<ScheduleDraft>) => onChange({ ...value, ...patch })
  const expression = buildCronExpression(value)
  const words = describeCronSchedule(expression)
  const hasMinute = value.kind === 'hourly' || value.kind === 'daily' || value.kind === 'weekly' || value.kind === 'monthly'
  const hasHour = value.kind === 'daily' || value.kind === 'weekly' || value.kind === 'monthly'

  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">Schedule</legend>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Runs"
          value={value.kind}
          options={SCHEDULE_KINDS}
          onChange={(kind) => set({ kind: kind as ScheduleKind, custom: value.kind === 'custom' ? value.custom : expression })}
        />
        {value.kind === 'every-n-minutes' && (
          <NumberField label="Minutes between runs" value={value.interval} min={1} max={59} onChange={(interval) => set({ interval })} />
        )}
        {value.kind === 'weekly' && (
          <SelectField label="Weekday" value={String(value.weekday)} options={WEEKDAY_OPTIONS} onChange={(day) => set({ weekday: Number(day) })} />
        )}
        {value.kind === 'monthly' && (
          <NumberField label="Day of the month" value={value.dayOfMonth} min={1} max={31} onChange={(dayOfMonth) => set({ dayOfMonth })} />
        )}
        {hasHour && <NumberField label="Hour (0–23)" value={value.hour} min={0} max={23} onChange={(hour) => set({ hour })} />}
        {hasMinute && <NumberField label="Minute (0–59)" value={value.minute} min={0} max={59} onChange={(minute) => set({ minute })} />}
      </div>
      {value.kind === 'custom' ? (
        <FormField
          label="Cron expression"
          error={error}
          description="minute hour day-of-month month weekday (e.g. 0 3 * * 1-5), or an interval such as 30 seconds"
        >
          <Input className="font-mono" value={value.custom} onChange={(event) => set({ custom: event.target.value })} />
        </FormField>
      ) : (
        <>
          <p className="text-sm">
            Cron expression: <code className="font-mono">{expression}</code>
          </p>
          {error && (
            <p role="alert" className="text-xs text-destructive">
              {error}
            </p>
          )}
        </>
      )}
      <p aria-live="polite" className="text-sm text-muted">
        {words ? `${words} (times in the database's cron.timezone, GMT unless changed).` : 'Not a schedule pg_cron can run yet.'}
      </p>
    </fieldset>
  )
}
