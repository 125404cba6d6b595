'use client'

import { QueryState } from '@/components/ui/query-state'
import { Admonition } from '@/components/ui/admonition'
import { AppLink } from '@/components/ui/app-link'
import { useOrganizationsQuery } from '@/data/organizations/organizations-query'

import { NewProjectForm } from './new-project-form'
import { NewProjectLayout } from './new-project-layout'

/**
 * /new/{slug}. The shell skips its unknown-organization redirect here (SPEC §2), so an unknown slug is
 * explained on the page instead.
 */
export function NewProjectForOrganization({ slug }: { slug: string }) {
  const organizations = useOrganizationsQuery()
  const organization = organizations.data?.find((candidate) => candidate.slug === slug)

  return (
    <NewProjectLayout organizationName={organization?.name}>
      <QueryState query={organizations} what="organizations">
        {() =>
          organization ? (
            <NewProjectForm organization={organization} />
          ) : (
            <Admonition
              type="warning"
              title="Organization not available"
              actions={
                <AppLink href="/organizations" className="text-sm text-brand hover:underline">
                  Choose an organization
                </AppLink>
              }
            >
              {`You are not a member of an organization with the slug "${slug}".`}
            </Admonition>
          )
        }
      </QueryState>
    </NewProjectLayout>
  )
}
