'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { DialogBody, DialogFooter } from '@/components/ui/dialog'
import {
  categoriesForDisplay,
  hasOptionalConsent,
  initialCategoryToggles,
  serviceConsents,
  type ConsentCategory,
  type ServiceConsent,
} from '@/lib/consent/categories'
import type { StoredConsent } from '@/lib/consent/consent'

import { ConsentCategoryRow } from './consent-category-row'

export interface PrivacySettingsFormProps {
  categories: ConsentCategory[]
  stored: StoredConsent | null
  isSaving: boolean
  onCancel: () => void
  onConfirm: (services: ServiceConsent[], hasAnyOptionalConsent: boolean) => void
}

/** The category switches and Cancel/Confirm of the privacy settings. */
export function PrivacySettingsForm({ categories, stored, isSaving, onCancel, onConfirm }: PrivacySettingsFormProps) {
  const [toggles, setToggles] = useState(() => initialCategoryToggles(categories, stored))
  return (
    <>
      <DialogBody>
        <ul aria-label="Consent categories" className="divide-y divide-border">
          {categoriesForDisplay(categories).map((category) => (
            <ConsentCategoryRow
              key={category.slug}
              category={category}
              isOn={toggles[category.slug] === true}
              onChange={(isOn) => setToggles((current) => ({ ...current, [category.slug]: isOn }))}
            />
          ))}
        </ul>
      </DialogBody>
      <DialogFooter className="justify-end">
        <Button onClick={onCancel} disabled={isSaving}>
          Cancel
        </Button>
        <Button
          variant="primary"
          loading={isSaving}
          onClick={() => onConfirm(serviceConsents(categories, toggles), hasOptionalConsent(categories, toggles))}
        >
          Confirm
        </Button>
      </DialogFooter>
    </>
  )
}
