'use client'

import { FormField } from '@/components/ui/form-field'
import type { ComputeSize } from '@/lib/catalog/compute-specs'
import type { NewProjectPlan } from '@/lib/catalog/pricing-tiers'
import { COMPUTE_SIZES, computeSizeLabel, isComputeSize, isComputeSizeAllowed } from '@/lib/new-project/compute-options'

import { SELECT_CLASSES } from './select-classes'

/** The compute sizes of the catalogue; sizes the plan does not allow stay visible but disabled. */
export function ComputeSizeField({
  value,
  plan,
  onChange,
  error,
}: {
  value: ComputeSize
  plan: NewProjectPlan
  onChange: (size: ComputeSize) => void
  error?: string
}) {
  return (
    <FormField
      label="Compute size"
      error={error}
      description={plan === 'free' ? 'Free projects run on the Nano size.' : 'Compute credits included in paid plans cover a Micro instance.'}
    >
      <select
        className={SELECT_CLASSES}
        value={value}
        onChange={(event) => {
          if (isComputeSize(event.target.value)) onChange(event.target.value)
        }}
      >
        {COMPUTE_SIZES.map((size) => (
          <option key={size} value={size} disabled={!isComputeSizeAllowed(size, plan)}>
            {computeSizeLabel(size)}
          </option>
        ))}
      </select>
    </FormField>
  )
}
