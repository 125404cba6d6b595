'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { lazyComponent } from '@/components/ui/lazy-component'
import { QueryState } from '@/components/ui/query-state'
import { useOrganizationTaxIdDeleteMutation } from '@/data/organizations/organization-tax-id-delete-mutation'
import { useOrganizationTaxIdsQuery } from '@/data/organizations/organization-tax-ids-query'
import type { Schemas } from '@/lib/api/types'
import { taxIdTypeLabel } from '@/lib/billing/tax-ids'
import { toast } from '@/lib/ui/toast'

// The add form (the format rules of every type) loads after the page, since only billing admins see it.
const AddTaxIdForm = lazyComponent(() => import('./add-tax-id-form').then((module) => module.AddTaxIdForm))

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

/** The tax ids printed on invoices; adding and removing them needs the billing permission. */
export function TaxIdsPanel({ slug, canManage }: { slug: string; canManage: boolean }) {
  const taxIds = useOrganizationTaxIdsQuery({ slug })
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-base font-medium">Tax IDs</h3>
      <QueryState
        query={taxIds}
        what="tax IDs"
        unavailableIn="organization"
        isEmpty={(data) => data.data.length === 0}
        empty={<p className="text-sm text-muted">No tax IDs</p>}
      >
        {(data) => (
          <ul aria-label="Tax IDs" className="flex flex-col gap-1 text-sm">
            {data.data.map((taxId) => (
              <TaxIdItem key={taxId.id} slug={slug} taxId={taxId} canManage={canManage} />
            ))}
          </ul>
        )}
      </QueryState>
      {canManage && taxIds.isSuccess && <AddTaxIdForm slug={slug} />}
    </div>
  )
}
