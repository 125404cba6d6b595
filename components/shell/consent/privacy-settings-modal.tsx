'use client'

import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { useConsentCategoriesQuery } from '@/data/consent/consent-categories-query'
import { useConsentUpdateMutation } from '@/data/consent/consent-update-mutation'
import type { ServiceConsent } from '@/lib/consent/categories'
import { toast } from '@/lib/ui/toast'
import { consentStore, useConsent } from '@/stores/consent-store'

import { PrivacySettingsForm } from './privacy-settings-form'
import { PrivacySettingsLoadError } from './privacy-settings-load-error'

export const PRIVACY_SETTINGS_TEXTS = {
  title: 'Privacy Settings',
  description: 'Choose which cookies we may use. Essential cookies keep the dashboard working and cannot be switched off.',
  loading: 'Loading privacy settings…',
  saved: 'Privacy settings saved',
  saveFailed: (message: string) => `Failed to save privacy settings: ${message}`,
} as const

export interface PrivacySettingsModalProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
}

/**
 * SPEC §2: the consent categories (reverse order) with a switch each; Confirm stores the choice
 * locally and saves every service's status through the consent update call.
 */
export function PrivacySettingsModal({ isOpen, onOpenChange }: PrivacySettingsModalProps) {
  const { consent } = useConsent()
  const categories = useConsentCategoriesQuery({ enabled: isOpen })
  const update = useConsentUpdateMutation()

  const handleConfirm = (services: ServiceConsent[], hasAnyOptionalConsent: boolean) => {
    // The user's choice applies at once, whatever the server answers.
    consentStore
      .getState()
      .saveServices(Object.fromEntries(services.map(({ serviceId, status }) => [serviceId, status])), hasAnyOptionalConsent)
    update.mutate(
      { services },
      {
        onSuccess: () => {
          toast.success(PRIVACY_SETTINGS_TEXTS.saved)
          onOpenChange(false)
        },
        onError: (error) => toast.error(PRIVACY_SETTINGS_TEXTS.saveFailed(error.message)),
      }
    )
  }

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent size="medium">
        <DialogHeader>
          <DialogTitle>{PRIVACY_SETTINGS_TEXTS.title}</DialogTitle>
          <DialogDescription>{PRIVACY_SETTINGS_TEXTS.description}</DialogDescription>
        </DialogHeader>
        {categories.isError ? (
          <DialogBody>
            <PrivacySettingsLoadError onRetry={() => void categories.refetch()} isRetrying={categories.isFetching} />
          </DialogBody>
        ) : categories.data ? (
          <PrivacySettingsForm
            categories={categories.data}
            stored={consent}
            isSaving={update.isPending}
            onCancel={() => onOpenChange(false)}
            onConfirm={handleConfirm}
          />
        ) : (
          <DialogBody className="flex items-center gap-2 text-sm text-muted">
            <Spinner />
            {PRIVACY_SETTINGS_TEXTS.loading}
          </DialogBody>
        )}
      </DialogContent>
    </Dialog>
  )
}
