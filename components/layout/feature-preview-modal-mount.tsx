'use client'

import dynamic from 'next/dynamic'
import { useSearchParams } from 'next/navigation'

import { useFeatureFlags } from '@/data/feature-flags/feature-flags-query'
import type { EnrichedOrganization } from '@/lib/organizations/enrich'

// The modal's code loads only when the query parameter asks for it.
const FeaturePreviewModal = dynamic(
  () => import('@/components/feature-previews/feature-preview-modal').then((module) => module.FeaturePreviewModal),
  { ssr: false }
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
