'use client'

import { CreditCard } from 'lucide-react'

import { QueryError, QueryLoading } from '@/components/ui/query-state'
import { Badge } from '@/components/ui/badge'
import { useOrganizationPaymentMethodsQuery } from '@/data/organizations/organization-payment-methods-query'
import type { PaymentMethod } from '@/lib/api/types'
import { cardBrandLabel, cardExpiry, maskedCardNumber } from '@/lib/billing/payment-card'

import { BillingSection } from './billing-section'

function PaymentMethodItem({ method, isDefault }: { method: PaymentMethod; isDefault: boolean }) {
  const { card } = method
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-md border border-border bg-surface px-3 py-2 text-sm">
      <CreditCard aria-hidden="true" className="size-4 text-muted" />
      <span className="font-medium">{card ? cardBrandLabel(card.brand) : cardBrandLabel(method.type)}</span>
      <span className="font-mono">{maskedCardNumber(card?.last4)}</span>
      {card && <span className="text-muted">{`Expires ${cardExpiry(card.exp_month, card.exp_year)}`}</span>}
      {isDefault && <Badge variant="outline">Default</Badge>}
    </li>
  )
}

/** #payment-methods: the cards on file, masked but for their last four digits. */
export function PaymentMethodsSection({ slug, marketplace }: { slug: string; marketplace?: string }) {
  const methods = useOrganizationPaymentMethodsQuery({ slug })
  return (
    <BillingSection id="payment-methods" title="Payment methods" description="Cards charged for this organization's invoices.">
      {methods.isPending ? (
        <QueryLoading label="Loading payment methods…" />
      ) : methods.isError ? (
        <QueryError what="payment methods" unavailableIn="organization" error={methods.error} onRetry={() => methods.refetch()} />
      ) : methods.data.data.length === 0 ? (
        <p className="text-sm text-muted">
          {marketplace ? `Payments are collected by ${marketplace}.` : 'No payment methods on file.'}
        </p>
      ) : (
        <ul aria-label="Payment methods" className="flex flex-col gap-2">
          {methods.data.data.map((method) => (
            <PaymentMethodItem
              key={method.id}
              method={method}
              isDefault={method.id === methods.data.defaultPaymentMethodId || Boolean(method.is_default)}
            />
          ))}
        </ul>
      )}
    </BillingSection>
  )
}
