'use client'

import type { ReactNode } from 'react'

import { AI_CONFIGURE_INSTRUCTIONS } from '@/components/shell/ai-assistant/ai-not-configured-notice'
import { useAiAccess } from '@/components/shell/ai-assistant/use-ai-access'
import { QueryFailure } from '@/components/ui/query-failure'
import { Spinner } from '@/components/ui/spinner'
import { AI_FEATURE_LABELS, aiOptInRequiredMessage, type AiFeatureOptIn } from '@/lib/ai/opt-in'
import { cn } from '@/lib/utils/cn'

/**
 * An AI helper's content once it may be used; otherwise why not: no provider configured for this
 * deployment, or (hosted platform) the organization has not opted in to this helper.
 */
export function AiHelperGate({
  projectRef,
  feature,
  children,
  className,
}: {
  projectRef: string
  feature: AiFeatureOptIn
  children: ReactNode
  /** Placement of the notice shown instead of the helper. */
  className?: string
}) {
  const access = useAiAccess(projectRef, feature)
  const label = AI_FEATURE_LABELS[feature]
  if (!access.isAiConfigured) {
    return (
      <div role="status" className={cn('rounded-md border border-border bg-surface p-3 text-sm', className)}>
        <p className="font-medium text-foreground">The {label} needs an AI provider</p>
        <p className="mt-1 text-muted">{AI_CONFIGURE_INSTRUCTIONS}</p>
      </div>
    )
  }
  if (access.error) {
    return (
      <div className={className}>
        <QueryFailure query={{ error: access.error, refetch: access.retry }} what="the organization's AI settings" />
      </div>
    )
  }
  if (access.isLoading) {
    return (
      <p className={cn('flex items-center gap-2 text-sm text-muted', className)}>
        <Spinner /> Checking the organization&apos;s AI settings…
      </p>
    )
  }
  if (!access.isAllowed) {
    return (
      <div role="status" className={cn('rounded-md border border-border bg-surface p-3 text-sm', className)}>
        <p className="font-medium text-foreground">The {label} is not enabled</p>
        <p className="mt-1 text-muted">{aiOptInRequiredMessage(feature)}</p>
      </div>
    )
  }
  return children
}
