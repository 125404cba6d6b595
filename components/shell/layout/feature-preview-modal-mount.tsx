'use client'

import { useSearchParams } from 'next/navigation'

import { lazyComponent } from '@/components/ui/lazy-component'
import { useFeatureFlags } from '@/data/feature-flags/feature-flags-query'
import type { EnrichedOrganization } from '@/lib/organizations/enrich'

// The modal's code loads only when the query parameter asks for it.
const FeaturePreviewModal = lazyComponent(
  () => import('@/components/shell/feature-previews/feature-preview-modal').then((module) => module.FeaturePreviewModal),
  { isClientOnly: true }
)

export function FeaturePreviewModalMount({
  organization,
  projectRef,
}: {
  organization?: EnrichedOrganization
  projectRef?: string
}) {
  const searchParams = useSearchParams()
  const flags = useFeatureFlags()
  if (!searchParams.has('featurePreviewModal')) return null
  return (
    <FeaturePreviewModal
      flags={flags}
      orgPlan={organization?.plan?.id}
      projectRef={projectRef}
      organizationSlug={organization?.slug}
    />
  )
}
