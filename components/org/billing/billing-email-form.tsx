'use client'

import { useState, type FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useOrganizationUpdateMutation } from '@/data/organizations/organization-update-mutation'
import { toast } from '@/lib/ui/toast'

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Changes where invoices are emailed (PATCH /platform/organizations/{slug} billing_email). */
export function BillingEmailForm({ slug, email, onDone }: { slug: string; email: string; onDone: () => void }) {
  const update = useOrganizationUpdateMutation()
  const [value, setValue] = useState(email)
  const [error, setError] = useState<string | null>(null)

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const billingEmail = value.trim()
    if (!EMAIL_SHAPE.test(billingEmail)) return setError('Enter an email address, e.g. billing@example.com.')
    setError(null)
    try {
      await update.mutateAsync({ slug, changes: { billing_email: billingEmail } })
      toast.success(`Invoices will be emailed to ${billingEmail}`)
      onDone()
    } catch (failure) {
      setError(`Could not change the billing email: ${failure instanceof Error ? failure.message : String(failure)}`)
    }
  }

  return (
    <form aria-label="Billing email" onSubmit={handleSubmit} noValidate className="flex flex-wrap items-start gap-2">
      <FormField label="Billing email" error={error} className="min-w-64 flex-1">
        <Input type="email" value={value} onChange={(event) => setValue(event.target.value)} autoComplete="email" />
      </FormField>
      <Button type="submit" variant="primary" loading={update.isPending} className="mt-6">
        Save email
      </Button>
      <Button variant="default" disabled={update.isPending} onClick={onDone} className="mt-6">
        Cancel
      </Button>
    </form>
  )
}
