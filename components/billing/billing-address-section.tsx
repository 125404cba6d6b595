'use client'

import { QueryError, QueryLoading } from '@/components/ui/query-state'
import { useOrganizationCustomerProfileQuery } from '@/data/organizations/organization-customer-profile-query'
import { useOrganizationTaxIdsQuery } from '@/data/organizations/organization-tax-ids-query'
import type { Schemas } from '@/lib/api/types'
import { taxIdTypeLabel } from '@/lib/billing/tax-ids'
import type { EnrichedOrganization } from '@/lib/organizations/enrich'

import { BillingSection } from './billing-section'

/** SPEC §3: a missing billing email reads "Unknown". */
export const UNKNOWN_BILLING_EMAIL = 'Unknown'

function addressLines(address: Schemas['BillingAddress']): string[] {
  const cityLine = [address.postal_code, address.city].filter(Boolean).join(' ')
  return [address.line1, address.line2, cityLine, address.state, address.country].filter(
    (line): line is string => Boolean(line)
  )
}

/** #address: who is billed, where, at which email, and the tax ids on the invoices. */
export function BillingAddressSection({ slug, organization }: { slug: string; organization?: EnrichedOrganization }) {
  const customer = useOrganizationCustomerProfileQuery({ slug })
  const taxIds = useOrganizationTaxIdsQuery({ slug })
  const billingEmail = customer.data?.email || organization?.billing_email || UNKNOWN_BILLING_EMAIL
  const address = customer.data?.address

  return (
    <BillingSection id="address" title="Billing address" description="Shown on every invoice of this organization.">
      {customer.isPending ? (
        <QueryLoading label="Loading the billing address…" />
      ) : customer.isError ? (
        <QueryError what="billing address" unavailableIn="organization" error={customer.error} onRetry={() => customer.refetch()} />
      ) : null}
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
            <dd>{billingEmail}</dd>
          </>
        )}
      </dl>
      <div className="flex flex-col gap-2">
        <h3 className="text-base font-medium">Tax IDs</h3>
        {taxIds.isPending ? (
          <QueryLoading label="Loading tax IDs…" />
        ) : taxIds.isError ? (
          <QueryError what="tax IDs" unavailableIn="organization" error={taxIds.error} onRetry={() => taxIds.refetch()} />
        ) : taxIds.data.data.length === 0 ? (
          <p className="text-sm text-muted">No tax IDs</p>
        ) : (
          <ul aria-label="Tax IDs" className="flex flex-col gap-1 text-sm">
            {taxIds.data.data.map((taxId) => (
              <li key={taxId.id}>
                <span className="text-muted">{taxIdTypeLabel(taxId.type)}</span>{' '}
                <span className="font-mono">{taxId.value}</span>
                {taxId.country && <span className="text-muted">{` (${taxId.country})`}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </BillingSection>
  )
}
