'use client'

import { useState, type FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { QueryError, QueryLoading } from '@/components/ui/query-state'
import { SelectField } from '@/components/ui/select-field'
import { useOrganizationTaxIdCreateMutation } from '@/data/organizations/organization-tax-id-create-mutation'
import { useOrganizationTaxIdDeleteMutation } from '@/data/organizations/organization-tax-id-delete-mutation'
import { useOrganizationTaxIdsQuery } from '@/data/organizations/organization-tax-ids-query'
import type { Schemas } from '@/lib/api/types'
import { checkTaxId, TAX_ID_RULES, taxIdCountry, taxIdRule } from '@/lib/billing/tax-id-rules'
import { taxIdTypeLabel } from '@/lib/billing/tax-ids'
import { toast } from '@/lib/ui/toast'

const TYPE_OPTIONS = TAX_ID_RULES.map((rule) => ({ value: rule.type, label: `${rule.country} (${rule.label})` }))

function TaxIdItem({ slug, taxId, canManage }: { slug: string; taxId: Schemas['TaxId']; canManage: boolean }) {
  const remove = useOrganizationTaxIdDeleteMutation()
  const [error, setError] = useState<string | null>(null)
  const label = `${taxIdTypeLabel(taxId.type)} ${taxId.value}`
  const handleRemove = async () => {
    setError(null)
    try {
      await remove.mutateAsync({ slug, id: taxId.id })
      toast.success(`Tax ID ${label} removed`)
    } catch (failure) {
      setError(`Could not remove the tax ID: ${failure instanceof Error ? failure.message : String(failure)}`)
    }
  }
  return (
    <li className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-muted">{taxIdTypeLabel(taxId.type)}</span>
        <span className="font-mono">{taxId.value}</span>
        {taxId.country && <span className="text-muted">{`(${taxId.country})`}</span>}
        {canManage && (
          <Button size="small" variant="outline" loading={remove.isPending} onClick={handleRemove} aria-label={`Remove tax ID ${label}`}>
            Remove
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
    </li>
  )
}

/** Checks the value against its type's format first, so a malformed id is never sent. */
function AddTaxIdForm({ slug }: { slug: string }) {
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
      <FormField label="Tax ID" error={error} description={rule ? `For example ${rule.example}` : undefined} className="min-w-60 flex-1">
        <Input value={value} onChange={(event) => setValue(event.target.value)} autoComplete="off" />
      </FormField>
      <Button type="submit" variant="outline" loading={create.isPending} className="mt-6">
        Add tax ID
      </Button>
    </form>
  )
}

/** The tax ids printed on invoices; adding and removing them needs the billing permission. */
export function TaxIdsPanel({ slug, canManage }: { slug: string; canManage: boolean }) {
  const taxIds = useOrganizationTaxIdsQuery({ slug })
  return (
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
            <TaxIdItem key={taxId.id} slug={slug} taxId={taxId} canManage={canManage} />
          ))}
        </ul>
      )}
      {canManage && taxIds.isSuccess && <AddTaxIdForm slug={slug} />}
    </div>
  )
}
