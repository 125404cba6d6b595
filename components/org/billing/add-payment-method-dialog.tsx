'use client'

import { useEffect, useRef, useState } from 'react'

import { useConfig } from '@/lib/config/use-config'
import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { QueryLoading } from '@/components/ui/query-state'
import { useOrganizationPaymentMethodConfirmMutation } from '@/data/organizations/organization-payment-method-confirm-mutation'
import { useOrganizationPaymentSetupIntentMutation } from '@/data/organizations/organization-payment-setup-intent-mutation'
import { loadStripeJs, type StripeElements, type StripeInstance } from '@/lib/billing/stripe-js'
import { toast } from '@/lib/ui/toast'

type Stage =
  | { name: 'loading' }
  | { name: 'failed'; message: string }
  | { name: 'ready'; stripe: StripeInstance; elements: StripeElements }

/**
 * Adds a card through the payment provider's own form: the platform opens a setup intent, then Stripe.js
 * (from js.stripe.com, fetched only now) collects the card, so card numbers never touch the dashboard.
 */
export function AddPaymentMethodDialog({ slug, onClose }: { slug: string; onClose: () => void }) {
  const { stripePublishableKey } = useConfig()
  const { mutateAsync: createSetupIntent } = useOrganizationPaymentSetupIntentMutation()
  const [loadStage, setStage] = useState<Stage>({ name: 'loading' })
  const stage: Stage | { name: 'unconfigured' } = stripePublishableKey ? loadStage : { name: 'unconfigured' }
  const [attempt, setAttempt] = useState(0)
  const confirm = useOrganizationPaymentMethodConfirmMutation()
  const isSaving = confirm.isPending
  const [saveError, setSaveError] = useState<string | null>(null)
  const formRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!stripePublishableKey) return
    let isCurrent = true
    Promise.all([createSetupIntent({ slug }), loadStripeJs()]).then(
      ([intent, createStripe]) => {
        if (!isCurrent) return
        const stripe = createStripe(stripePublishableKey)
        setStage({ name: 'ready', stripe, elements: stripe.elements({ clientSecret: intent.client_secret }) })
      },
      (failure: unknown) => {
        if (isCurrent) setStage({ name: 'failed', message: failure instanceof Error ? failure.message : String(failure) })
      }
    )
    return () => {
      isCurrent = false
    }
  }, [createSetupIntent, slug, stripePublishableKey, attempt])

  const handleRetry = () => {
    setStage({ name: 'loading' })
    setAttempt((count) => count + 1)
  }

  useEffect(() => {
    if (loadStage.name !== 'ready' || !formRef.current) return
    const element = loadStage.elements.create('payment')
    element.mount(formRef.current)
    return () => element.destroy()
  }, [loadStage])

  const handleSave = async () => {
    if (stage.name !== 'ready') return
    setSaveError(null)
    try {
      // The provider attaches the card to the organization's customer; the mutation refetches the list.
      await confirm.mutateAsync({ slug, stripe: stage.stripe, elements: stage.elements })
    } catch (failure) {
      return setSaveError(`Could not add the card: ${failure instanceof Error ? failure.message : String(failure)}`)
    }
    toast.success('Card added')
    onClose()
  }

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && !isSaving && onClose()}>
      <DialogContent size="medium">
        <DialogHeader className="pr-10">
          <DialogTitle>Add a payment method</DialogTitle>
          <DialogDescription>The card is entered in Stripe&apos;s own form and stored by Stripe, not by this dashboard.</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-3">
          {stage.name === 'loading' && <QueryLoading label="Loading the payment form from Stripe…" />}
          {stage.name === 'unconfigured' && (
            <p role="alert" className="text-sm">
              Cards cannot be added from this dashboard: it has no payment provider key (STRIPE_PUBLISHABLE_KEY).
            </p>
          )}
          {stage.name === 'failed' && (
            <div role="alert" className="flex flex-col items-start gap-2 text-sm">
              <p className="font-medium">Could not load the payment form.</p>
              <p className="text-muted">{stage.message}</p>
              <p className="text-muted">No card was added. Check the connection or allow js.stripe.com, then try again.</p>
              <Button variant="outline" onClick={handleRetry}>
                Retry
              </Button>
            </div>
          )}
          <div ref={formRef} hidden={stage.name !== 'ready'} />
          {saveError && (
            <p role="alert" className="text-sm text-destructive">
              {saveError}
            </p>
          )}
        </DialogBody>
        <DialogFooter>
          <Button variant="default" disabled={isSaving} onClick={onClose}>
            Cancel
          </Button>
          {stage.name === 'ready' && (
            <Button variant="primary" loading={isSaving} onClick={handleSave}>
              Save card
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
