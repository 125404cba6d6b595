'use client'

import { Switch } from 'radix-ui'
import { useId } from 'react'

import type { ConsentCategory } from '@/lib/consent/categories'
import { cn } from '@/lib/utils/cn'

export interface ConsentCategoryRowProps {
  category: ConsentCategory
  isOn: boolean
  onChange: (isOn: boolean) => void
}

/** One consent category with its switch; essential categories are locked on (SPEC §6). */
export function ConsentCategoryRow({ category, isOn, onChange }: ConsentCategoryRowProps) {
  const labelId = useId()
  const descriptionId = useId()
  const isChecked = category.isEssential || isOn
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div className="flex flex-col gap-1">
        <span id={labelId} className="text-sm font-medium">
          {category.label}
        </span>
        <span id={descriptionId} className="text-xs text-muted">
          {category.description}
        </span>
      </div>
      <Switch.Root
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        checked={isChecked}
        disabled={category.isEssential}
        onCheckedChange={(checked) => {
          if (!category.isEssential) onChange(checked)
        }}
        className={cn(
          'relative inline-flex h-5 w-9 shrink-0 items-center rounded-full border border-border transition-colors disabled:cursor-not-allowed disabled:opacity-60',
          isChecked ? 'bg-brand' : 'bg-background'
        )}
      >
        <Switch.Thumb
          className={cn(
            'block size-4 rounded-full bg-surface shadow transition-transform',
            isChecked ? 'translate-x-4' : 'translate-x-0.5'
          )}
        />
      </Switch.Root>
    </li>
  )
}
