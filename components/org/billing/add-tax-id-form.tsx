'use client'

import { useState, type FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { SelectField } from '@/components/ui/select-field'
import { useOrganizationTaxIdCreateMutation } from '@/data/organizations/organization-tax-id-create-mutation'
import { checkTaxId, TAX_ID_RULES, taxIdCountry, taxIdRule } from '@/lib/billing/tax-id-rules'
import { taxIdTypeLabel } from '@/lib/billing/tax-ids'
import { toast } from '@/lib/ui/toast'

const TYPE_OPTIONS = TAX_ID_RULES.map((rule) => ({ value: rule.type, label: `${rule.country} (${taxIdTypeLabel(rule.type)})` }))

/** Checks the value against its type's format first, so a malformed id is never sent. */
export function AddTaxIdForm({ slug }: { slug: string }) {
  const create = useOrganizationTaxIdCreateMutation()
  const [type, setType] = useState(TAX_ID_RULES[0].type)
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const rule = taxIdRule(type)

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const check = checkTaxId(type, value)
    if (!check.ok) return setError(check.message)
    setError(null)
    try {
      await create.mutateAsync({ slug, type, value: check.value, country: taxIdCountry(type, check.value) })
      toast.success(`Tax ID ${check.value} added`)
      setValue('')
    } catch (failure) {
      // The typed value stays so it can be corrected.
      setError(`Could not add the tax ID: ${failure instanceof Error ? failure.message : String(failure)}`)
    }
  }

  return (
    <form aria-label="Add a tax ID" onSubmit={handleSubmit} noValidate className="flex flex-wrap items-start gap-3">
      <SelectField label="Tax ID type" value={type} options={TYPE_OPTIONS} onChange={(next) => { setType(next); setError(null) }} />
      <FormField label="Tax ID number" error={error} description={rule ? `For example ${rule.example}` : undefined} className="min-w-60 flex-1">
        <Input value={value} onChange={(event) => setValue(event.target.value)} autoComplete="off" />
      </FormField>
      <Button type="submit" variant="outline" loading={create.isPending} className="mt-6">
        Add tax ID
      </Button>
    </form>
  )
}
