'use client'

import { useEffect, useState, type ReactNode } from 'react'

import { useAuth } from '@/components/sign-in/auth-provider'
import { useSignOut } from '@/components/sign-in/use-sign-out'
import { Button } from '@/components/ui/button'
import { lazyComponent } from '@/components/ui/lazy-component'
import { isProfileNotFoundError, useProfileQuery } from '@/data/profile/profile-query'

import { FullPageMessage } from './full-page-message'

const ProfileCreation = lazyComponent(() => import('./profile-creation').then((module) => module.ProfileCreation), {
  isClientOnly: true,
})

/**
 * SPEC §4 "Profile bootstrap": fetch the profile; create it when it is not found (then record the
 * sign_up conversion and refresh profile, organizations and permissions); a 401 signs the user out.
 * Children (and so the organization list) render only once the profile has loaded.
 */
export function ProfileBootstrap({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useAuth()
  const signOut = useSignOut()
  const profile = useProfileQuery({ enabled: isLoggedIn })
  const error = profile.error
  // Latched: a refetch clears the query's "not found" error, and the creation (with its once-only
  // guard) must not unmount and start over meanwhile.
  const [isCreatingProfile, setIsCreatingProfile] = useState(false)
  if (isProfileNotFoundError(error) && !isCreatingProfile) setIsCreatingProfile(true)
  useEffect(() => {
    if (error?.code === 401) void signOut()
  }, [error, signOut])

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
  return (
    <>
      {isCreatingProfile && <ProfileCreation />}
      <FullPageMessage title="Loading your dashboard…" isBusy />
    </>
  )
}
