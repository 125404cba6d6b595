'use client'

import { useState } from 'react'

import { lazyComponent } from '@/components/ui/lazy-component'
import { QueryState } from '@/components/ui/query-state'
import { Button } from '@/components/ui/button'
import { useOrganizationCustomerProfileQuery } from '@/data/organizations/organization-customer-profile-query'
import type { Schemas } from '@/lib/api/types'
import type { BillingControls } from '@/lib/billing/billing-controls'
import type { EnrichedOrganization } from '@/lib/organizations/enrich'

import { Section } from '@/components/ui/section'
import { TaxIdsPanel } from './tax-ids-panel'

// The edit forms load their code when first opened, not with the page.
const BillingAddressDialog = lazyComponent(() => import('./billing-address-dialog').then((module) => module.BillingAddressDialog))
const BillingEmailForm = lazyComponent(() => import('./billing-email-form').then((module) => module.BillingEmailForm))

/** SPEC §3: a missing billing email reads "Unknown". */
export const UNKNOWN_BILLING_EMAIL = 'Unknown'

function addressLines(address: Schemas['BillingAddress']): string[] {
  const cityLine = [address.postal_code, address.city].filter(Boolean).join(' ')
  return [address.line1, address.line2, cityLine, address.state, address.country].filter((line): line is string => Boolean(line))
}

/** #address: who is billed, where, at which email, and the tax ids on the invoices. */
export function BillingAddressSection({
  slug,
  organization,
  controls,
}: {
  slug: string
  organization?: EnrichedOrganization
  controls: Pick<BillingControls, 'canEditAddress' | 'canEditBillingEmail' | 'canManageTaxIds'>
}) {
  const customer = useOrganizationCustomerProfileQuery({ slug })
  const [isEditingAddress, setIsEditingAddress] = useState(false)
  const [isEditingEmail, setIsEditingEmail] = useState(false)
  const knownEmail = customer.data?.email || organization?.billing_email
  const address = customer.data?.address

  return (
    <Section variant="divided" id="address" title="Billing address" description="Shown on every invoice of this organization.">
      <QueryState query={customer} what="billing address" unavailableIn="organization" loadingLabel="Loading the billing address…">
        {() => null}
      </QueryState>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
        {customer.data?.billing_name && (
          <>
            <dt className="text-muted">Billing name</dt>
            <dd>{customer.data.billing_name}</dd>
          </>
        )}
        {customer.isSuccess && (
          <>
            <dt className="text-muted">Address</dt>
            <dd>
              {address ? (
                <address className="not-italic">
                  {addressLines(address).map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              ) : (
                'No billing address on file'
              )}
            </dd>
          </>
        )}
        {/* Until the profile answers, "Unknown" could be wrong; afterwards it is the SPEC's fallback. */}
        {!customer.isPending && (
          <>
            <dt className="text-muted">Billing email</dt>
            <dd>{knownEmail || UNKNOWN_BILLING_EMAIL}</dd>
          </>
        )}
      </dl>
      {(customer.isSuccess || organization) && (
        <div className="flex flex-wrap gap-2">
          {controls.canEditAddress && customer.isSuccess && (
            <Button variant="outline" onClick={() => setIsEditingAddress(true)}>
              Edit address
            </Button>
          )}
          {controls.canEditBillingEmail && !isEditingEmail && (
            <Button variant="outline" onClick={() => setIsEditingEmail(true)}>
              Edit billing email
            </Button>
          )}
        </div>
      )}
      {isEditingEmail && <BillingEmailForm slug={slug} email={knownEmail ?? ''} onDone={() => setIsEditingEmail(false)} />}
      {isEditingAddress && <BillingAddressDialog slug={slug} customer={customer.data} onClose={() => setIsEditingAddress(false)} />}
      <TaxIdsPanel slug={slug} canManage={controls.canManageTaxIds} />
    </Section>
  )
}
