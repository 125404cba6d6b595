'use client'

import { lazy, Suspense, useState } from 'react'

import { useConfig } from '@/components/providers/config-provider'
import { consentStore, useConsent } from '@/stores/consent-store'

import { ConsentToast } from './consent-toast'

// Opened only by a click: its dialog, switches and the categories' zod check stay out of every page's first load.
const PrivacySettingsModal = lazy(() =>
  import('./privacy-settings-modal').then((module) => ({ default: module.PrivacySettingsModal }))
)

/**
 * The cookie consent of SPEC §2: on the hosted platform only, the toast stays until the user
 * accepts, opts out or confirms the privacy settings. Mount once inside the app's providers.
 */
export function CookieConsent() {
  const { isPlatform } = useConfig()
  const { consent, isHydrated } = useConsent()
  const [isSettingsOpen, setIsSettingsOpen] = useState(false)
  const [hasOpenedSettings, setHasOpenedSettings] = useState(false)

  const handleOpenSettings = () => {
    setHasOpenedSettings(true)
    setIsSettingsOpen(true)
  }

  if (!isPlatform) return null
  return (
    <>
      {isHydrated && !consent && (
        <ConsentToast
          onAccept={() => consentStore.getState().accept()}
          onOptOut={() => consentStore.getState().optOut()}
          onOpenSettings={handleOpenSettings}
        />
      )}
      {hasOpenedSettings && (
        <Suspense fallback={null}>
          <PrivacySettingsModal isOpen={isSettingsOpen} onOpenChange={setIsSettingsOpen} />
        </Suspense>
      )}
    </>
  )
}
