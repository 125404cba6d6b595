'use client'

import { useIsFetching } from '@tanstack/react-query'

import { OrganizationSettingsLayout } from '@/components/org/settings/organization-settings-layout'
import { PlatformOnlyNotice } from '@/components/org/settings/platform-only-notice'
import { useConfig } from '@/lib/config/use-config'
import { useManagementPermissions } from '@/components/project/settings/use-management-permissions'
import { useOrganization } from '@/data/organizations/organization-query'
import { billingControls } from '@/lib/billing/billing-controls'
import { marketplaceLabel } from '@/lib/billing/managed-by'

import { BillingAddressSection } from './billing-address-section'
import { InvoicesSection } from './invoices-section'
import { ManagedByNotice } from './managed-by-notice'
import { PaymentMethodsSection } from './payment-methods-section'
import { SubscriptionSection } from './subscription-section'
import { useScrollToHash } from './use-scroll-to-hash'

function BillingSections({ slug }: { slug: string }) {
  const { data: organization } = useOrganization(slug)
  const marketplace = marketplaceLabel(organization?.managed_by)
  const controls = billingControls(useManagementPermissions(slug), { isMarketplaceBilled: Boolean(marketplace) })
  useScrollToHash(useIsFetching() === 0)

  return (
    <div className="flex flex-col gap-8">
      {organization && <ManagedByNotice organization={organization} />}
      {/* Until the organization is known it may be marketplace-billed, so plan changes wait for it. */}
      <SubscriptionSection
        slug={slug}
        organization={organization}
        isPlanChangeDisabled={!organization || Boolean(marketplace)}
        canChangePlan={controls.canChangePlan}
      />
      <BillingAddressSection slug={slug} organization={organization} controls={controls} />
      <PaymentMethodsSection
        slug={slug}
        marketplace={marketplace}
        planId={organization?.plan.id}
        canManage={controls.canManagePaymentMethods}
      />
      <InvoicesSection slug={slug} />
    </div>
  )
}

/** /org/{slug}/billing: subscription, address, payment methods and invoices (hosted platform only). */
export function BillingPage({ slug }: { slug: string }) {
  const { isPlatform } = useConfig()
  return (
    <OrganizationSettingsLayout slug={slug} current="billing" title="Billing">
      {isPlatform ? <BillingSections slug={slug} /> : <PlatformOnlyNotice feature="Billing" />}
    </OrganizationSettingsLayout>
  )
}
