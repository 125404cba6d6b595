'use client'

import { SelectField } from '@/components/ui/select-field'
import { Input } from '@/components/ui/input'
import { CUSTOM_TIME_RANGE_LABEL, TIME_RANGE_PRESETS, type TimeRangeId } from '@/lib/logs/time-range'

const OPTIONS = [
  ...TIME_RANGE_PRESETS.map((preset) => ({ value: preset.id, label: preset.label })),
  { value: 'custom', label: CUSTOM_TIME_RANGE_LABEL },
]

/** The presets, and for a custom range its start and end (local time). */
export function TimeRangePicker({
  range,
  custom,
  onRangeChange,
  onCustomChange,
}: {
  range: TimeRangeId
  custom: { start: string; end: string }
  onRangeChange: (range: TimeRangeId) => void
  onCustomChange: (custom: { start: string; end: string }) => void
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SelectField label="Time range" value={range} options={OPTIONS} onChange={(value) => onRangeChange(value as TimeRangeId)} />
      {range === 'custom' && (
        <>
          <label className="flex flex-col gap-1 text-xs font-medium text-muted">
            From
            <Input
              type="datetime-local"
              value={custom.start}
              onChange={(event) => onCustomChange({ ...custom, start: event.target.value })}
              className="h-8"
            />
          </label>
          <label className="flex flex-col gap-1 text-xs font-medium text-muted">
            To
            <Input
              type="datetime-local"
              value={custom.end}
              onChange={(event) => onCustomChange({ ...custom, end: event.target.value })}
              className="h-8"
            />
          </label>
        </>
      )}
    </div>
  )
}
