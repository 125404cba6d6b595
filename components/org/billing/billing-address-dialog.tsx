'use client'

import { useState, type FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useOrganizationCustomerProfileUpdateMutation } from '@/data/organizations/organization-customer-profile-update-mutation'
import type { CustomerProfile } from '@/lib/api/types'
import { toast } from '@/lib/ui/toast'

const FIELDS = [
  ['line1', 'Address line 1'],
  ['line2', 'Address line 2 (optional)'],
  ['postal_code', 'Postal code'],
  ['city', 'City'],
  ['state', 'State or region (optional)'],
  ['country', 'Country code'],
] as const
type AddressField = (typeof FIELDS)[number][0]

const blankToNull = (value: string) => (value.trim() ? value.trim() : null)

/** Edits who is billed and where; the dialog keeps what was typed if the platform refuses it. */
export function BillingAddressDialog({ slug, customer, onClose }: { slug: string; customer?: CustomerProfile; onClose: () => void }) {
  const update = useOrganizationCustomerProfileUpdateMutation()
  const [billingName, setBillingName] = useState(customer?.billing_name ?? '')
  const [address, setAddress] = useState<Record<AddressField, string>>(() => ({
    line1: customer?.address?.line1 ?? '',
    line2: customer?.address?.line2 ?? '',
    postal_code: customer?.address?.postal_code ?? '',
    city: customer?.address?.city ?? '',
    state: customer?.address?.state ?? '',
    country: customer?.address?.country ?? '',
  }))
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<AddressField | 'billing_name', string>>>({})
  const [error, setError] = useState<string | null>(null)

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const country = address.country.trim().toUpperCase()
    const errors: typeof fieldErrors = {}
    if (!billingName.trim()) errors.billing_name = 'Enter the name invoices are addressed to.'
    if (!address.line1.trim()) errors.line1 = 'Enter the street address.'
    if (!/^[A-Z]{2}$/.test(country)) errors.country = 'Enter the two-letter country code, e.g. DE or US.'
    setFieldErrors(errors)
    if (Object.keys(errors).length > 0) return
    setError(null)
    try {
      await update.mutateAsync({
        slug,
        billing_name: billingName.trim(),
        address: {
          line1: address.line1.trim(),
          line2: blankToNull(address.line2),
          postal_code: blankToNull(address.postal_code),
          city: blankToNull(address.city),
          state: blankToNull(address.state),
          country,
        },
      })
      toast.success('Billing address saved')
      onClose()
    } catch (failure) {
      setError(`Could not save the billing address: ${failure instanceof Error ? failure.message : String(failure)}`)
    }
  }

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && !update.isPending && onClose()}>
      <DialogContent size="medium">
        <DialogHeader className="pr-10">
          <DialogTitle>Edit billing address</DialogTitle>
          <DialogDescription>Printed on every invoice of this organization from now on.</DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit} noValidate>
          <DialogBody className="grid gap-3 sm:grid-cols-2">
            <FormField label="Billing name" error={fieldErrors.billing_name} className="sm:col-span-2">
              <Input value={billingName} onChange={(event) => setBillingName(event.target.value)} autoComplete="organization" />
            </FormField>
            {FIELDS.map(([field, label]) => (
              <FormField key={field} label={label} error={fieldErrors[field]} className={field.startsWith('line') ? 'sm:col-span-2' : undefined}>
                <Input value={address[field]} onChange={(event) => setAddress((current) => ({ ...current, [field]: event.target.value }))} />
              </FormField>
            ))}
            {error && (
              <p role="alert" className="text-sm text-destructive sm:col-span-2">
                {error}
              </p>
            )}
          </DialogBody>
          <DialogFooter>
            <Button variant="default" disabled={update.isPending} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" loading={update.isPending}>
              Save address
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
