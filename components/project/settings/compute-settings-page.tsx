'use client'

import { useState } from 'react'

import { PlatformOnlyNotice } from '@/components/org/settings/platform-only-notice'
import { useConfig } from '@/lib/config/use-config'
import { Button } from '@/components/ui/button'
import { lazyComponent } from '@/components/ui/lazy-component'
import { useProjectAddonUpdateMutation } from '@/data/projects/project-addon-update-mutation'
import { useProjectAddonsQuery, type ProjectAddonsData } from '@/data/projects/project-addons-query'
import { useProjectDetailQuery } from '@/data/projects/project-detail-query'
import { formatSignedCurrency, priceDifference } from '@/lib/billing/compute-price'
import { isProjectRunning } from '@/lib/projects/transition-messages'
import { toast } from '@/lib/ui/toast'

import { ComputeSizeOption } from './compute-size-option'
import { ProjectSettingsLayout } from './project-settings-layout'
import { ProjectTransitionNotice } from './project-transition-notice'
import { Section } from '@/components/ui/section'
import { useManagementPermissions } from './use-management-permissions'
import { allQueries } from '@/components/ui/all-queries'
import { QueryLoadingText, QueryState } from '@/components/ui/query-state'

const ConfirmationDialog = lazyComponent(() => import('@/components/ui/confirmation-dialog').then((module) => module.ConfirmationDialog))

/** /project/{ref}/settings/compute-and-disk: the compute sizes, their prices, and the change (a restart). */
export function ComputeSettingsPage({ projectRef }: { projectRef: string }) {
  const { isPlatform } = useConfig()
  return (
    <ProjectSettingsLayout title="Compute and disk">
      {isPlatform ? <ComputeSections projectRef={projectRef} /> : <PlatformOnlyNotice feature="Compute sizing" />}
    </ProjectSettingsLayout>
  )
}

function computeVariants(addons: ProjectAddonsData | undefined) {
  return addons?.available_addons.find((addon) => addon.type === 'compute_instance')?.variants ?? []
}

function ComputeSections({ projectRef }: { projectRef: string }) {
  const project = useProjectDetailQuery({ ref: projectRef })
  const addons = useProjectAddonsQuery({ ref: projectRef })
  const permissions = useManagementPermissions(project.data?.organization_slug)
  const [selected, setSelected] = useState<string | null>(null)
  const [isConfirming, setIsConfirming] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const update = useProjectAddonUpdateMutation({
    onSuccess: (_, variables) => {
      const name = computeVariants(addons.data).find((variant) => variant.identifier === variables.variant)?.name
      toast.success(`Changing the compute size to ${name ?? variables.variant}`)
      setSelected(null)
    },
    onError: (failure) => setError(`Failed to change the compute size: ${failure.message}`),
  })

  return (
    <QueryState query={allQueries(addons, project)} what="the compute sizes" loading={<QueryLoadingText label="Loading compute sizes…" />}>
      {([addonsData, projectData]) => {
        const current = addonsData.selected_addons.find((addon) => addon.type === 'compute_instance')?.variant
        const variants = computeVariants(addonsData)
        const next = variants.find((variant) => variant.identifier === selected)
        const difference = next ? priceDifference(current, next) : null
        const canChange = permissions.canUpdateProject && isProjectRunning(projectData.status)

        return (
          <Section
            title="Compute size"
            description="The project’s CPU and memory. Changing the size restarts the project: it is unavailable for a few minutes."
          >
            <ProjectTransitionNotice status={projectData.status} />
            <div role="radiogroup" aria-label="Compute size" className="grid gap-3 sm:grid-cols-2">
              {variants.map((variant) => (
                <ComputeSizeOption
                  key={variant.identifier}
                  variant={variant}
                  isCurrent={variant.identifier === current?.identifier}
                  isSelected={variant.identifier === (selected ?? current?.identifier)}
                  isDisabled={!canChange || update.isPending}
                  onSelect={() => {
                    setError(null)
                    setSelected(variant.identifier === current?.identifier ? null : variant.identifier)
                  }}
                />
              ))}
            </div>
            {next && difference && (
              <p className="text-sm" data-testid="compute-price-difference">
                {`${current?.name ?? 'Current'} → ${next.name}: ${formatSignedCurrency(difference.hourly)}/hour (~${formatSignedCurrency(difference.monthly)}/month)`}
              </p>
            )}
            {error && (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
            {permissions.canUpdateProject && (
              <div>
                <Button variant="primary" disabled={!next || !canChange} loading={update.isPending} onClick={() => setIsConfirming(true)}>
                  Review change
                </Button>
              </div>
            )}
            {isConfirming && next && difference && (
              <ConfirmationDialog
                visible
                title={`Change the compute size to ${next.name}?`}
                description="The project restarts to apply the new size and is unavailable for a few minutes."
                confirmLabel="Change compute size"
                variant="warning"
                loading={update.isPending}
                onConfirm={() =>
                  update.mutate(
                    { ref: projectRef, type: 'compute_instance', variant: next.identifier },
                    { onSettled: () => setIsConfirming(false) }
                  )
                }
                onCancel={() => setIsConfirming(false)}
              >
                <p className="text-sm">
                  {`Your bill changes by ${formatSignedCurrency(difference.hourly)} per hour, about ${formatSignedCurrency(difference.monthly)} per month.`}
                </p>
              </ConfirmationDialog>
            )}
          </Section>
        )
      }}
    </QueryState>
  )
}
