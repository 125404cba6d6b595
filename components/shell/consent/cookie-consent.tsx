'use client'

import { useState } from 'react'

import { useConfig } from '@/lib/config/use-config'
import { lazyComponent } from '@/components/ui/lazy-component'
import { consentStore, useConsent } from '@/stores/consent-store'

// Only users who have not answered yet see the toast: its code loads for them alone.
const ConsentToast = lazyComponent(() => import('./consent-toast').then((module) => module.ConsentToast), {
  loadErrorFallback: null,
})

// Opened only by a click: its dialog, switches and the categories' zod check stay out of every page's first load.
const PrivacySettingsModal = lazyComponent(() =>
  import('./privacy-settings-modal').then((module) => module.PrivacySettingsModal)
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
        <PrivacySettingsModal isOpen={isSettingsOpen} onOpenChange={setIsSettingsOpen} />
      )}
    </>
  )
}
