'use client'

import { useState } from 'react'

import { ConfirmationDialog } from '@/components/ui/confirmation-dialog'
import { useOrganizationPaymentMethodDeleteMutation } from '@/data/organizations/organization-payment-method-delete-mutation'
import type { PaymentMethod } from '@/lib/api/types'
import { toast } from '@/lib/ui/toast'

import { cardName } from './payment-method-item'

/** Confirms removing a card; a refusal from the platform stays in the dialog. */
export function RemovePaymentMethodDialog({ slug, method, onClose }: { slug: string; method: PaymentMethod; onClose: () => void }) {
  const remove = useOrganizationPaymentMethodDeleteMutation()
  const [error, setError] = useState<string | null>(null)
  const name = cardName(method)

  const handleConfirm = async () => {
    setError(null)
    try {
      await remove.mutateAsync({ slug, card_id: method.id })
      toast.success(`${name} removed`)
      onClose()
    } catch (failure) {
      setError(`Could not remove the card: ${failure instanceof Error ? failure.message : String(failure)}`)
    }
  }

  return (
    <ConfirmationDialog
      visible
      size="small"
      variant="danger"
      title={`Remove ${name}?`}
      description="Invoices will no longer be charged to this card."
      confirmLabel="Remove card"
      loading={remove.isPending}
      onConfirm={handleConfirm}
      onCancel={onClose}
    >
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </ConfirmationDialog>
  )
}
