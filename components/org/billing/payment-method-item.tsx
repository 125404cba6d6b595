'use client'

import { CreditCard } from 'lucide-react'
import { useId, useState } from 'react'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { useOrganizationPaymentMethodDefaultMutation } from '@/data/organizations/organization-payment-method-default-mutation'
import type { PaymentMethod } from '@/lib/api/types'
import { cardBrandLabel, cardExpiry, maskedCardNumber } from '@/lib/billing/payment-card'
import { toast } from '@/lib/ui/toast'

/** "Visa **** **** **** 4242": how buttons name the card they act on. */
export function cardName(method: PaymentMethod): string {
  const brand = method.card ? cardBrandLabel(method.card.brand) : cardBrandLabel(method.type)
  return `${brand} ${maskedCardNumber(method.card?.last4)}`
}

/** One card: brand, masked number, expiry, and (with billing permission) making it the default or removing it. */
export function PaymentMethodItem({
  slug,
  method,
  isDefault,
  canManage,
  removalBlock,
  onRemove,
}: {
  slug: string
  method: PaymentMethod
  isDefault: boolean
  canManage: boolean
  /** Why no card can be removed right now (the only card of a paid plan), if so. */
  removalBlock?: string
  onRemove: () => void
}) {
  const { card } = method
  const makeDefault = useOrganizationPaymentMethodDefaultMutation()
  const [error, setError] = useState<string | null>(null)
  const blockId = useId()
  const name = cardName(method)

  const handleMakeDefault = async () => {
    setError(null)
    try {
      await makeDefault.mutateAsync({ slug, payment_method_id: method.id })
      toast.success(`${name} is now the default card`)
    } catch (failure) {
      setError(`Could not make this card the default: ${failure instanceof Error ? failure.message : String(failure)}`)
    }
  }

  return (
    <li className="flex flex-col gap-2 rounded-md border border-border bg-surface px-3 py-2 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <CreditCard aria-hidden="true" className="size-4 text-muted" />
        <span className="font-medium">{card ? cardBrandLabel(card.brand) : cardBrandLabel(method.type)}</span>
        <span className="font-mono">{maskedCardNumber(card?.last4)}</span>
        {card && <span className="text-muted">{`Expires ${cardExpiry(card.exp_month, card.exp_year)}`}</span>}
        {isDefault && <Badge variant="outline">Default</Badge>}
        {canManage && (
          <span className="ml-auto flex gap-2">
            {!isDefault && (
              <Button size="small" variant="outline" loading={makeDefault.isPending} onClick={handleMakeDefault} aria-label={`Make ${name} the default`}>
                Make default
              </Button>
            )}
            <Button
              size="small"
              variant="outline"
              disabled={Boolean(removalBlock)}
              aria-describedby={removalBlock ? blockId : undefined}
              onClick={onRemove}
              aria-label={`Remove ${name}`}
            >
              Remove
            </Button>
          </span>
        )}
      </div>
      {canManage && removalBlock && (
        <p id={blockId} className="text-xs text-muted">
          {removalBlock}
        </p>
      )}
      {error && (
        <p role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
    </li>
  )
}
