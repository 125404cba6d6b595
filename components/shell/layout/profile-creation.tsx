'use client'

import { useEffect, useRef } from 'react'

import {
  isProfileAlreadyExistsError,
  PROFILE_CREATE_FAILED_MESSAGE,
  profileAlreadyExistsDevMessage,
  useProfileCreateMutation,
} from '@/data/profile/profile-create-mutation'
import { track } from '@/lib/telemetry/track'
import { toast } from '@/lib/ui/toast'

/**
 * SPEC §4: creates the missing profile once, then records the sign_up conversion (the mutation
 * refreshes profile, organizations and permissions). Only a first sign-in needs it, so
 * ProfileBootstrap loads this code when the profile turns out to be missing.
 */
export function ProfileCreation() {
  const hasRequestedCreate = useRef(false)
  const createProfile = useProfileCreateMutation({
    onSuccess: () => void track('sign_up'),
    onError: (error) => {
      if (isProfileAlreadyExistsError(error)) {
        console.error(error)
        if (process.env.NODE_ENV !== 'production') toast.error(profileAlreadyExistsDevMessage(error.message))
        return
      }
      toast.error(PROFILE_CREATE_FAILED_MESSAGE)
    },
  })
  const { mutate } = createProfile

  useEffect(() => {
    if (hasRequestedCreate.current) return
    hasRequestedCreate.current = true
    mutate()
  }, [mutate])

  return null
}
