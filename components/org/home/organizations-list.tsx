'use client'

import { Building2 } from 'lucide-react'

import { FullPageMessage } from '@/components/shell/layout/full-page-message'
import { AppLink } from '@/components/ui/app-link'
import { Button } from '@/components/ui/button'
import { useOrganizationsQuery } from '@/data/organizations/organizations-query'

/** The user's organizations, sorted by name (the query sorts them, locale-aware). */
export function OrganizationsList() {
  const organizations = useOrganizationsQuery()

  if (organizations.isPending) return <FullPageMessage title="Loading organizations…" isBusy />
  if (organizations.isError) {
    return (
      <FullPageMessage title="Failed to load your organizations" description={organizations.error.message}>
        <Button onClick={() => organizations.refetch()}>Try again</Button>
      </FullPageMessage>
    )
  }
  return (
    <section className="mx-auto w-full max-w-4xl p-6">
      <h1 className="mb-4 text-xl font-semibold">Your organizations</h1>
      {organizations.data.length === 0 ? (
        <p className="text-sm text-muted">You are not a member of any organization yet.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Organizations">
          {organizations.data.map((organization) => (
            <li key={organization.id}>
              <AppLink
                href={`/org/${organization.slug}`}
                className="flex items-center gap-3 rounded-lg border border-border bg-surface p-4 hover:border-brand"
              >
                <Building2 aria-hidden="true" className="size-5 text-muted" />
                <span className="flex flex-col">
                  <span className="font-medium">{organization.name}</span>
                  <span className="text-xs text-muted">{organization.plan?.name ?? ''} plan</span>
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
