'use client'

import { useEffect, useRef, type ReactNode } from 'react'
import { toast } from 'sonner'

import { useAuth } from '@/components/auth/auth-provider'
import { useSignOut } from '@/components/auth/use-sign-out'
import { Button } from '@/components/ui/button'
import {
  isProfileAlreadyExistsError,
  PROFILE_CREATE_FAILED_MESSAGE,
  profileAlreadyExistsDevMessage,
  useProfileCreateMutation,
} from '@/data/profile/profile-create-mutation'
import { isProfileNotFoundError, useProfileQuery } from '@/data/profile/profile-query'
import { track } from '@/lib/telemetry/track'

import { FullPageMessage } from './full-page-message'

/**
 * SPEC §4 "Profile bootstrap": fetch the profile; create it when it is not found (then record the
 * sign_up conversion and refresh profile, organizations and permissions); a 401 signs the user out.
 * Children (and so the organization list) render only once the profile has loaded.
 */
export function ProfileBootstrap({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useAuth()
  const signOut = useSignOut()
  const profile = useProfileQuery({ enabled: isLoggedIn })
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

  const error = profile.error
  useEffect(() => {
    if (!error) return
    if (error.code === 401) {
      void signOut()
    } else if (isProfileNotFoundError(error) && !hasRequestedCreate.current) {
      hasRequestedCreate.current = true
      createProfile.mutate()
    }
  }, [error, signOut, createProfile])

  if (profile.isSuccess) return <>{children}</>
  if (error && !isProfileNotFoundError(error) && error.code !== 401) {
    return (
      <FullPageMessage title="We couldn't load your profile" description={error.message}>
        <Button variant="default" onClick={() => profile.refetch()}>
          Try again
        </Button>
      </FullPageMessage>
    )
  }
  return <FullPageMessage title="Loading your dashboard…" isBusy />
}
