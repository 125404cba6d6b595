'use client'

import { ExternalLink } from 'lucide-react'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import type { FeaturePreview } from '@/lib/feature-previews/catalog'

interface FeaturePreviewPaneProps {
  preview: FeaturePreview
  isEnabled: boolean
  onToggle: () => void
}

export function FeaturePreviewPane({ preview, isEnabled, onToggle }: FeaturePreviewPaneProps) {
  return (
    <section aria-labelledby="feature-preview-name" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <h3 id="feature-preview-name" className="text-base font-medium">
            {preview.name}
          </h3>
          {preview.isNew && <Badge variant="brand">New</Badge>}
        </div>
        <div className="flex items-center gap-2">
          {preview.discussionsUrl && (
            <Button asChild variant="outline" size="tiny">
              <a href={preview.discussionsUrl} target="_blank" rel="noopener noreferrer">
                Give feedback
                <ExternalLink aria-hidden="true" className="size-3" />
              </a>
            </Button>
          )}
          <Button variant={isEnabled ? 'default' : 'primary'} size="tiny" onClick={onToggle}>
            {isEnabled ? 'Disable feature' : 'Enable feature'}
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted">{preview.description}</p>
      {preview.limitations && (
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-medium">Limitations</p>
          <ul className="list-disc pl-5 text-muted">
            {preview.limitations.map((limitation) => (
              <li key={limitation}>{limitation}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
