'use client'

import { useState } from 'react'

import { lazyComponent } from '@/components/ui/lazy-component'
import { useOrganizationMfaEnforcementQuery } from '@/data/organizations/organization-mfa-query'
import { useOrganizationMfaUpdateMutation } from '@/data/organizations/organization-mfa-update-mutation'
import { toast } from '@/lib/ui/toast'
import { cn } from '@/lib/utils/cn'

import { QueryState } from '@/components/ui/query-state'

// Dialogs load their code (Radix dialog, focus trap, scroll lock) when first opened, not with the page.
const ConfirmationDialog = lazyComponent(() => import('@/components/ui/confirmation-dialog').then((module) => module.ConfirmationDialog))

export const MFA_REQUIREMENT_MESSAGES = {
  label: 'Require MFA to access this organization',
  enabled: 'MFA is now required for this organization',
  disabled: 'MFA is no longer required for this organization',
  ownersOnly: 'Only organization owners can change this setting.',
} as const

/** The organization_requires_mfa switch; every change is confirmed first. */
export function MfaRequirement({ slug, canChange }: { slug: string; canChange: boolean }) {
  const enforcement = useOrganizationMfaEnforcementQuery({ slug })
  // The value waiting for confirmation; null while no dialog is open.
  const [pendingValue, setPendingValue] = useState<boolean | null>(null)
  const update = useOrganizationMfaUpdateMutation({
    // The 2xx says the change happened; the answer's body may be empty, so the toast follows what was asked.
    onSuccess: (_, { enforced }) => toast.success(enforced ? MFA_REQUIREMENT_MESSAGES.enabled : MFA_REQUIREMENT_MESSAGES.disabled),
    onError: (error) => toast.error(`Failed to update the MFA requirement: ${error.message}`),
  })

  return (
    <QueryState query={enforcement} what="MFA requirement" unavailableIn="organization" loadingLabel="Loading the MFA requirement…">
      {(data) => {
        const isEnforced = data.enforced
        const handleConfirm = () => {
          if (pendingValue === null) return
          update.mutate({ slug, enforced: pendingValue }, { onSettled: () => setPendingValue(null) })
        }

        return (
          <div className="flex flex-col gap-2">
            <div className="flex items-center gap-3">
              <button
                type="button"
                role="switch"
                aria-checked={isEnforced}
                aria-label={MFA_REQUIREMENT_MESSAGES.label}
                disabled={!canChange || update.isPending}
                onClick={() => setPendingValue(!isEnforced)}
                className={cn(
                  'relative inline-flex h-5 w-9 shrink-0 rounded-full border border-border transition-colors disabled:opacity-50',
                  isEnforced ? 'bg-brand' : 'bg-background'
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-0.5 size-3.5 rounded-full bg-foreground transition-all',
                    isEnforced ? 'left-[18px]' : 'left-0.5'
                  )}
                />
              </button>
              <span className="text-sm">{MFA_REQUIREMENT_MESSAGES.label}</span>
            </div>
            {!canChange && <p className="text-xs text-muted">{MFA_REQUIREMENT_MESSAGES.ownersOnly}</p>}
            {pendingValue !== null && (
              <ConfirmationDialog
                visible
                title={pendingValue ? 'Require MFA for this organization?' : 'Stop requiring MFA?'}
                description={
                  pendingValue
                    ? 'Members signed in without multi-factor authentication will only reach this organization’s home page until they set it up.'
                    : 'Members will reach this organization’s projects and settings without multi-factor authentication.'
                }
                confirmLabel={pendingValue ? 'Require MFA' : 'Stop requiring MFA'}
                variant={pendingValue ? 'warning' : 'danger'}
                size="medium"
                loading={update.isPending}
                onCancel={() => setPendingValue(null)}
                onConfirm={handleConfirm}
              />
            )}
          </div>
        )
      }}
    </QueryState>
  )
}
