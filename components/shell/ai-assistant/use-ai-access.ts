'use client'

import { useConfig } from '@/lib/config/use-config'
import { useOrganizationsQuery } from '@/data/organizations/organizations-query'
import { useProjectDetailQuery } from '@/data/projects/project-detail-query'
import { AI_SQL_GENERATOR_OPT_IN, isAiFeatureAllowed, type AiFeatureOptIn } from '@/lib/ai/opt-in'

export interface AiAccess {
  isAiConfigured: boolean
  /** The organization opted in to the feature (always true self-hosted once configured). */
  isAllowed: boolean
  /** Still loading the project or organization needed to decide (platform only). */
  isLoading: boolean
  /** Reading the project or the organizations failed (platform only). */
  error: Error | null
  /** Reads the failed project or organizations again. */
  retry: () => void
}

/**
 * Whether an AI feature may be used for this project: the panel's chat is the SQL generator, the
 * table editor's and logs explorer's helpers have their own opt-ins. On the platform it reads the
 * project (its organization) and the organization list, both cached by the shell already.
 */
export function useAiAccess(projectRef: string, feature: AiFeatureOptIn = AI_SQL_GENERATOR_OPT_IN): AiAccess {
  const { isPlatform, isAiConfigured } = useConfig()
  const isPlatformChecked = isPlatform && isAiConfigured
  const project = useProjectDetailQuery({ ref: projectRef }, { enabled: isPlatformChecked })
  const organizations = useOrganizationsQuery({ enabled: isPlatformChecked })
  const organization = organizations.data?.find((item) => item.id === project.data?.organization_id)

  return {
    isAiConfigured,
    isAllowed: isAiFeatureAllowed(feature, {
      isPlatform,
      isAiConfigured,
      organizationOptInTags: organization?.opt_in_tags,
    }),
    isLoading: isPlatformChecked && (project.isPending || organizations.isPending),
    error: project.error ?? organizations.error ?? null,
    retry: () => {
      if (project.error) void project.refetch()
      if (organizations.error) void organizations.refetch()
    },
  }
}
