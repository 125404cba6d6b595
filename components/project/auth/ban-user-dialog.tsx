'use client'

import { useState } from 'react'

import { ConfirmationDialog } from '@/components/ui/confirmation-dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { SelectField } from '@/components/ui/select-field'
import { BAN_DURATION_CHOICES, banHoursError } from '@/lib/auth-users/user-rules'

/** Choose how long a ban lasts: a listed duration, or any whole number of hours in range. */
export function BanUserDialog({
  label,
  isPending,
  error,
  onConfirm,
  onCancel,
}: {
  label: string
  isPending: boolean
  error: string | null
  onConfirm: (hours: number) => void
  onCancel: () => void
}) {
  const [hours, setHours] = useState('24')
  const [isSubmitted, setIsSubmitted] = useState(false)
  const problem = (isSubmitted ? banHoursError(hours) : null) ?? error
  const choice = BAN_DURATION_CHOICES.find((option) => String(option.hours) === hours.trim())
  return (
    <ConfirmationDialog
      visible
      variant="warning"
      title={`Ban ${label}`}
      description="A banned user cannot sign in or refresh a session until the ban ends."
      confirmLabel="Ban user"
      loading={isPending}
      onCancel={onCancel}
      onConfirm={() => {
        setIsSubmitted(true)
        if (!banHoursError(hours)) onConfirm(Number(hours.trim()))
      }}
    >
      <div className="flex flex-col gap-3">
        <SelectField
          label="Ban duration"
          value={choice ? String(choice.hours) : ''}
          placeholder="Custom"
          options={BAN_DURATION_CHOICES.map((option) => ({ value: String(option.hours), label: option.label }))}
          onChange={setHours}
        />
        <FormField label="Hours" error={problem}>
          <Input inputMode="numeric" value={hours} onChange={(event) => setHours(event.target.value)} />
        </FormField>
      </div>
    </ConfirmationDialog>
  )
}
