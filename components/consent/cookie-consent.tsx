'use client'

import { useState } from 'react'

import { useConfig } from '@/components/providers/config-provider'
import { consentStore, useConsent } from '@/stores/consent-store'

import { ConsentToast } from './consent-toast'
import { PrivacySettingsModal } from './privacy-settings-modal'

/**
 * The cookie consent of SPEC §2: on the hosted platform only, the toast stays until the user
 * accepts, opts out or confirms the privacy settings. Mount once inside the app's providers.
 */
export function CookieConsent() {
  const { isPlatform } = useConfig()
  const { consent, isHydrated } = useConsent()
  const [isSettingsOpen, setIsSettingsOpen] = useState(false)

  if (!isPlatform) return null
  return (
    <>
      {isHydrated && !consent && (
        <ConsentToast
          onAccept={() => consentStore.getState().accept()}
          onOptOut={() => consentStore.getState().optOut()}
          onOpenSettings={() => setIsSettingsOpen(true)}
        />
      )}
      <PrivacySettingsModal isOpen={isSettingsOpen} onOpenChange={setIsSettingsOpen} />
    </>
  )
}
