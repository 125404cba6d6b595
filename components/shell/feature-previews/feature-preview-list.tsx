'use client'

import { Eye, EyeOff } from 'lucide-react'

import type { FeaturePreview, FeaturePreviewKey } from '@/lib/feature-previews/catalog'
import { cn } from '@/lib/utils/cn'

interface FeaturePreviewListProps {
  previews: FeaturePreview[]
  selectedKey: FeaturePreviewKey | undefined
  enabled: Record<FeaturePreviewKey, boolean>
  onSelect: (key: FeaturePreviewKey) => void
}

export function FeaturePreviewList({ previews, selectedKey, enabled, onSelect }: FeaturePreviewListProps) {
  return (
    <ul aria-label="Feature previews" className="flex flex-col gap-1">
      {previews.map((preview) => {
        const isEnabled = enabled[preview.key]
        const isSelected = preview.key === selectedKey
        const Icon = isEnabled ? Eye : EyeOff
        return (
          <li key={preview.key}>
            <button
              type="button"
              aria-current={isSelected || undefined}
              data-enabled={isEnabled}
              onClick={() => onSelect(preview.key)}
              className={cn(
                'flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-background',
                isSelected ? 'bg-background font-medium text-foreground' : 'text-muted'
              )}
            >
              <Icon
                aria-hidden="true"
                data-state={isEnabled ? 'enabled' : 'disabled'}
                className={cn('size-4 shrink-0', isEnabled ? 'text-brand' : 'text-muted')}
              />
              <span className="truncate">{preview.name}</span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
