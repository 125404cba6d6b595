'use client'

import { useState, type FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toAuditRange, type AuditRange, type AuditRangeInput } from '@/lib/audit-logs/date-range'

/** Start and end (local time); Apply hands the range on once it is valid. */
export function AuditRangeForm({
  initialInput,
  onApply,
}: {
  initialInput: AuditRangeInput
  onApply: (range: AuditRange) => void
}) {
  const [input, setInput] = useState(initialInput)
  const [error, setError] = useState<string | null>(null)

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const result = toAuditRange(input)
    if ('error' in result) {
      setError(result.error)
      return
    }
    setError(null)
    onApply(result.range)
  }

  return (
    <form onSubmit={handleSubmit} aria-label="Date range" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-3">
        <FormField label="Start" className="w-56">
          <Input
            type="datetime-local"
            value={input.start}
            onChange={(event) => setInput({ ...input, start: event.target.value })}
          />
        </FormField>
        <FormField label="End" className="w-56">
          <Input type="datetime-local" value={input.end} onChange={(event) => setInput({ ...input, end: event.target.value })} />
        </FormField>
        <Button type="submit" size="medium">
          Apply
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
    </form>
  )
}
