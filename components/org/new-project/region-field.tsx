'use client'

import { FormField } from '@/components/ui/form-field'
import { MAIN_REGIONS } from '@/lib/catalog/regions'
import { formatDistanceKm, type RegionSuggestions } from '@/lib/new-project/region-suggestions'
import { cn } from '@/lib/utils/cn'

import { SELECT_CLASSES } from './select-classes'

export interface RegionFieldProps {
  value: string
  onChange: (code: string) => void
  suggestions: RegionSuggestions
  timeZone?: string
  error?: string
}

/** The region picker, preselected by time zone, with the nearest regions and their distance. */
export function RegionField({ value, onChange, suggestions, timeZone, error }: RegionFieldProps) {
  const { position } = suggestions
  return (
    <div className="flex flex-col gap-2">
      <FormField
        label="Region"
        error={error}
        description={
          timeZone
            ? `Suggested for your time zone (${timeZone}). Pick the region closest to your users.`
            : 'Pick the region closest to your users.'
        }
      >
        <select className={SELECT_CLASSES} value={value} onChange={(event) => onChange(event.target.value)}>
          {MAIN_REGIONS.map((region) => (
            <option key={region.code} value={region.code}>
              {region.displayName}
            </option>
          ))}
        </select>
      </FormField>
      {position && (
        <div className="flex flex-col gap-1">
          <p className="text-xs text-muted">{`Nearest regions to ${position.city}`}</p>
          <ul aria-label="Nearest regions" className="flex flex-wrap gap-2">
            {position.nearest.map(({ region, distanceKm }) => {
              const isSelected = region.code === value
              return (
                <li key={region.code}>
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    onClick={() => onChange(region.code)}
                    className={cn(
                      'rounded-md border px-2 py-1 text-xs',
                      isSelected ? 'border-brand text-foreground' : 'border-border text-muted hover:text-foreground'
                    )}
                  >
                    {`${region.displayName} · ${formatDistanceKm(distanceKm)}`}
                  </button>
                </li>
              )
            })}
          </ul>
        </div>
      )}
    </div>
  )
}
