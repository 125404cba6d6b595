'use client'

import { useRouter } from 'next/navigation'
import { useMemo, useState, type FormEvent, type ReactNode } from 'react'

import { useConfig } from '@/lib/config/use-config'
import { Admonition } from '@/components/ui/admonition'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useFreeProjectLimitCheckQuery } from '@/data/organizations/free-project-limit-check-query'
import { useProjectCreateMutation, type ProjectCreateVariables } from '@/data/projects/project-create-mutation'
import { defaultCloudProvider } from '@/lib/catalog/cloud-providers'
import type { ComputeSize } from '@/lib/catalog/compute-specs'
import { isNewProjectPlan, type NewProjectPlan } from '@/lib/catalog/pricing-tiers'
import { defaultComputeSize, instanceSizeOf, isComputeSizeAllowed } from '@/lib/new-project/compute-options'
import { regionSuggestions } from '@/lib/new-project/region-suggestions'
import { hasErrors, isBlockedByFreeProjectLimit, PROJECT_NAME_MAX_LENGTH, validateNewProject } from '@/lib/new-project/validation'
import type { EnrichedOrganization } from '@/lib/organizations/enrich'
import type { PasswordStrengthResult } from '@/lib/password/strength'

import { ComputeSizeField } from './compute-size-field'
import { DatabasePasswordField } from './database-password-field'
import { FreeProjectLimitNotice } from './free-project-limit-notice'
import { PlanField } from './plan-field'
import { RegionField } from './region-field'
import { useBrowserTimeZone } from './use-browser-time-zone'

export interface NewProjectFormProps {
  organization: EnrichedOrganization
  /** From /new?plan=…; otherwise the organization's own plan is preselected. */
  initialPlan?: NewProjectPlan
  /** /new lets the user switch organization above the form. */
  organizationPicker?: ReactNode
}

function planOfOrganization(organization: EnrichedOrganization): NewProjectPlan {
  const planId = organization.plan.id
  // Enterprise is not a self-serve plan; Team is the closest one to show.
  return isNewProjectPlan(planId) ? planId : 'team'
}

/** The new-project form (SPEC §2 /new/{slug}); on success it opens the project, which polls until it is up. */
export function NewProjectForm({ organization, initialPlan, organizationPicker }: NewProjectFormProps) {
  const { isPlatform } = useConfig()
  const router = useRouter()
  const timeZone = useBrowserTimeZone()
  const suggestions = useMemo(() => regionSuggestions(timeZone), [timeZone])

  const [name, setName] = useState('')
  const [password, setPassword] = useState('')
  const [passwordStrength, setPasswordStrength] = useState<PasswordStrengthResult | null>(null)
  // Choices stay null until the user makes them, so defaults can follow the time zone and the plan.
  const [chosenRegion, setChosenRegion] = useState<string | null>(null)
  const [chosenPlan, setChosenPlan] = useState<NewProjectPlan | null>(null)
  const [chosenComputeSize, setChosenComputeSize] = useState<ComputeSize | null>(null)
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false)

  const plan = chosenPlan ?? initialPlan ?? planOfOrganization(organization)
  const region = chosenRegion ?? suggestions.defaultRegion.code
  const computeSize =
    chosenComputeSize && isComputeSizeAllowed(chosenComputeSize, plan) ? chosenComputeSize : defaultComputeSize(plan)

  const isFreeOrganization = organization.plan.id === 'free'
  const freeProjectLimit = useFreeProjectLimitCheckQuery({ slug: organization.slug }, { enabled: isPlatform && isFreeOrganization })
  const membersAtLimit = freeProjectLimit.data ?? []
  const context = {
    isPlatform,
    passwordScore: passwordStrength?.strength ?? null,
    organizationPlan: organization.plan.id,
    hasReachedFreeProjectLimit: membersAtLimit.length > 0,
  }
  const isBlocked = isBlockedByFreeProjectLimit(context)
  const errors = validateNewProject({ name, password, region, computeSize, plan }, context)
  const shownErrors = hasTriedSubmit ? errors : {}

  const createProject = useProjectCreateMutation({
    onSuccess: (project) => router.push(`/project/${project.ref}`),
  })

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setHasTriedSubmit(true)
    if (hasErrors(errors)) return
    const body: ProjectCreateVariables = isPlatform
      ? {
          name: name.trim(),
          organization_slug: organization.slug,
          db_pass: password,
          db_region: region,
          desired_instance_size: instanceSizeOf(computeSize),
          cloud_provider: defaultCloudProvider({}),
        }
      : // Self-hosted: a local database, where only the name matters; the contract still wants a region.
        { name: name.trim(), organization_slug: organization.slug, db_pass: password, db_region: region }
    createProject.mutate(body)
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="New project" className="flex flex-col gap-5">
      {organizationPicker}
      {!isPlatform && (
        <Admonition type="note" title="Self-hosted project">
          The project gets its own database on this server. Region, compute size and plan only apply on the hosted
          platform.
        </Admonition>
      )}
      {isBlocked && <FreeProjectLimitNotice slug={organization.slug} members={membersAtLimit} />}
      <FormField
        label="Project name"
        error={shownErrors.name}
        description={`Up to ${PROJECT_NAME_MAX_LENGTH} characters.`}
      >
        <Input value={name} autoComplete="off" onChange={(event) => setName(event.target.value)} />
      </FormField>
      <DatabasePasswordField
        value={password}
        onChange={setPassword}
        onStrengthChange={setPasswordStrength}
        error={shownErrors.password}
      />
      {isPlatform && (
        <>
          <RegionField
            value={region}
            onChange={setChosenRegion}
            suggestions={suggestions}
            timeZone={timeZone}
            error={shownErrors.region}
          />
          <ComputeSizeField value={computeSize} plan={plan} onChange={setChosenComputeSize} error={shownErrors.computeSize} />
          <PlanField value={plan} organization={organization} onChange={setChosenPlan} error={shownErrors.plan} />
        </>
      )}
      <div className="flex items-center gap-3">
        <Button type="submit" variant="primary" size="medium" loading={createProject.isPending} disabled={isBlocked}>
          Create new project
        </Button>
        {isFreeOrganization && isPlatform && freeProjectLimit.isPending && (
          <span role="status" className="text-xs text-muted">
            Checking the free project limit…
          </span>
        )}
      </div>
    </form>
  )
}
