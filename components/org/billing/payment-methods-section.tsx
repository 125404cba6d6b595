'use client'

import { useState } from 'react'

import { lazyComponent } from '@/components/ui/lazy-component'
import { QueryState } from '@/components/ui/query-state'
import { Button } from '@/components/ui/button'
import { useOrganizationPaymentMethodsQuery } from '@/data/organizations/organization-payment-methods-query'
import type { PaymentMethod, PlanId } from '@/lib/api/types'
import { cardRemovalBlock } from '@/lib/billing/billing-controls'

import { Section } from '@/components/ui/section'
import { PaymentMethodItem } from './payment-method-item'

// Dialogs load their code (Radix dialog, the provider's script) when first opened, not with the page.
const AddPaymentMethodDialog = lazyComponent(() => import('./add-payment-method-dialog').then((module) => module.AddPaymentMethodDialog))
const RemovePaymentMethodDialog = lazyComponent(() =>
  import('./remove-payment-method-dialog').then((module) => module.RemovePaymentMethodDialog)
)

/** #payment-methods: the cards on file, masked but for their last four digits, and changing them. */
export function PaymentMethodsSection({
  slug,
  marketplace,
  planId,
  canManage,
}: {
  slug: string
  marketplace?: string
  planId?: PlanId
  canManage: boolean
}) {
  const methods = useOrganizationPaymentMethodsQuery({ slug })
  const [isAdding, setIsAdding] = useState(false)
  const [removing, setRemoving] = useState<PaymentMethod | null>(null)
  const cards = methods.data?.data ?? []
  const removalBlock = cardRemovalBlock({ cardCount: cards.length, planId })

  return (
    <Section variant="divided" id="payment-methods" title="Payment methods" description="Cards charged for this organization's invoices.">
      <QueryState
        query={methods}
        what="payment methods"
        unavailableIn="organization"
        isEmpty={() => cards.length === 0}
        empty={
          <p className="text-sm text-muted">{marketplace ? `Payments are collected by ${marketplace}.` : 'No payment methods on file.'}</p>
        }
      >
        {(data) => (
          <ul aria-label="Payment methods" className="flex flex-col gap-2">
            {cards.map((method) => (
              <PaymentMethodItem
                key={method.id}
                slug={slug}
                method={method}
                isDefault={method.id === data.defaultPaymentMethodId || Boolean(method.is_default)}
                canManage={canManage}
                removalBlock={removalBlock}
                onRemove={() => setRemoving(method)}
              />
            ))}
          </ul>
        )}
      </QueryState>
      {canManage && methods.isSuccess && (
        <div>
          <Button variant="outline" onClick={() => setIsAdding(true)}>
            Add payment method
          </Button>
        </div>
      )}
      {isAdding && <AddPaymentMethodDialog slug={slug} onClose={() => setIsAdding(false)} />}
      {removing && <RemovePaymentMethodDialog slug={slug} method={removing} onClose={() => setRemoving(null)} />}
    </Section>
  )
}
