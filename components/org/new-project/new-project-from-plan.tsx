'use client'

import { useState, useSyncExternalStore } from 'react'

import { QueryState } from '@/components/ui/query-state'
import { Admonition } from '@/components/ui/admonition'
import { AppLink } from '@/components/ui/app-link'
import { FormField } from '@/components/ui/form-field'
import { useOrganizationsQuery } from '@/data/organizations/organizations-query'
import { NEW_PROJECT_PLANS, PLAN_PICKER_LABELS } from '@/lib/catalog/pricing-tiers'
import { parsePlanParam } from '@/lib/new-project/plan-param'
import { getLastVisitedOrganization } from '@/stores/last-visited-organization'

import { NewProjectForm } from './new-project-form'
import { NewProjectLayout } from './new-project-layout'
import { SELECT_CLASSES } from './select-classes'

const subscribeToNothing = () => () => {}

/** /new?plan=free|pro|team: the last visited organization (else the first), then the same form. */
export function NewProjectFromPlan({ planParam }: { planParam?: string | string[] }) {
  const parsedPlan = parsePlanParam(planParam)
  const organizations = useOrganizationsQuery()
  // localStorage exists only in the browser; the server render picks no organization yet.
  const lastVisited = useSyncExternalStore(subscribeToNothing, getLastVisitedOrganization, () => null)
  const [chosenSlug, setChosenSlug] = useState<string | null>(null)

  if (!parsedPlan.isValid) {
    return (
      <NewProjectLayout>
        <Admonition
          type="destructive"
          title="Unknown plan"
          actions={NEW_PROJECT_PLANS.map((plan) => (
            <AppLink key={plan} href={`/new?plan=${plan}`} className="text-sm text-brand hover:underline">
              {PLAN_PICKER_LABELS[plan]}
            </AppLink>
          ))}
        >
          {parsedPlan.message}
        </Admonition>
      </NewProjectLayout>
    )
  }

  const list = organizations.data ?? []
  const organization =
    list.find((candidate) => candidate.slug === chosenSlug) ?? list.find((candidate) => candidate.slug === lastVisited) ?? list[0]

  return (
    <NewProjectLayout organizationName={organization?.name}>
      <QueryState query={organizations} what="organizations">
        {() =>
          !organization ? (
            <Admonition
              type="warning"
              title="No organization yet"
              actions={
                <AppLink href="/organizations" className="text-sm text-brand hover:underline">
                  Go to organizations
                </AppLink>
              }
            >
              A project belongs to an organization. Join or create one first.
            </Admonition>
          ) : (
            <NewProjectForm
              organization={organization}
              initialPlan={parsedPlan.plan}
              organizationPicker={
                <FormField label="Organization">
                  <select className={SELECT_CLASSES} value={organization.slug} onChange={(event) => setChosenSlug(event.target.value)}>
                    {list.map((candidate) => (
                      <option key={candidate.slug} value={candidate.slug}>
                        {candidate.name}
                      </option>
                    ))}
                  </select>
                </FormField>
              }
            />
          )
        }
      </QueryState>
    </NewProjectLayout>
  )
}
