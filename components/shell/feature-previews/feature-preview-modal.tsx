'use client'

import { useMemo } from 'react'

import { useConfig } from '@/lib/config/use-config'
import { Dialog, DialogBody, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import type { FeaturePreviewKey } from '@/lib/feature-previews/catalog'
import { listedPreviews, type FeaturePreviewRemoteFlags } from '@/lib/feature-previews/listing'
import { track } from '@/lib/telemetry/track'
import { featurePreviewStore, useFeaturePreviewFlags } from '@/stores/feature-preview-store'

import { FeaturePreviewEmpty } from './feature-preview-empty'
import { FeaturePreviewList } from './feature-preview-list'
import { FeaturePreviewPane } from './feature-preview-pane'
import { useFeaturePreviewModal } from './use-feature-preview-modal'

export type FeaturePreviewEvent = 'feature_preview_enabled' | 'feature_preview_disabled'

export interface FeaturePreviewEventProperties {
  feature: FeaturePreviewKey
  projectRef: string | undefined
  /** "Unknown" when there is no current organization (SPEC §2). */
  organizationSlug: string
}

export interface FeaturePreviewModalProps {
  /** Remote flags; defaults to the configured FEATURE_FLAGS. */
  flags?: FeaturePreviewRemoteFlags
  /** The current organization's plan id, for the Team-or-above unified logs preview. */
  orgPlan?: string
  projectRef?: string
  organizationSlug?: string
  /** Records the toggle; defaults to platform telemetry (hosted platform only). */
  onTrack?: (event: FeaturePreviewEvent, properties: FeaturePreviewEventProperties) => void
}

function sendTelemetry(event: FeaturePreviewEvent, { feature, projectRef, organizationSlug }: FeaturePreviewEventProperties) {
  void track(event, { feature }, { project: projectRef, organization: organizationSlug })
}

export function FeaturePreviewModal({ flags, orgPlan, projectRef, organizationSlug, onTrack }: FeaturePreviewModalProps) {
  const config = useConfig()
  const { isOpen, selectedKey, select, close } = useFeaturePreviewModal()
  const enabled = useFeaturePreviewFlags()
  const remoteFlags = flags ?? config.featureFlags
  const previews = useMemo(
    () => listedPreviews({ flags: remoteFlags, isPlatform: config.isPlatform, orgPlan }),
    [remoteFlags, config.isPlatform, orgPlan]
  )
  // An absent or unknown key selects the first listed preview.
  const selected = previews.find((preview) => preview.key === selectedKey) ?? previews[0]

  const handleToggle = () => {
    if (!selected) return
    const isEnabled = enabled[selected.key]
    featurePreviewStore.getState().setEnabled(selected.key, !isEnabled)
    const event: FeaturePreviewEvent = isEnabled ? 'feature_preview_disabled' : 'feature_preview_enabled'
    const properties = { feature: selected.key, projectRef, organizationSlug: organizationSlug || 'Unknown' }
    if (onTrack) onTrack(event, properties)
    // Self-hosted dashboards have no telemetry endpoint.
    else if (config.isPlatform) sendTelemetry(event, properties)
  }

  return (
    <Dialog open={isOpen} onOpenChange={(isNextOpen) => !isNextOpen && close()}>
      <DialogContent size="xlarge" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>Dashboard feature previews</DialogTitle>
        </DialogHeader>
        <DialogBody>
          {selected ? (
            <div className="grid min-h-72 grid-cols-[minmax(10rem,14rem)_1fr] gap-5">
              <nav className="border-r border-border pr-3">
                <FeaturePreviewList
                  previews={previews}
                  selectedKey={selected.key}
                  enabled={enabled}
                  onSelect={select}
                />
              </nav>
              <FeaturePreviewPane preview={selected} isEnabled={enabled[selected.key]} onToggle={handleToggle} />
            </div>
          ) : (
            <FeaturePreviewEmpty />
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  )
}
