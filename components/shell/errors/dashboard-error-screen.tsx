'use client'

import { useSignOut } from '@/components/sign-in/use-sign-out'
import { useConfig } from '@/lib/config/use-config'

import { GlobalErrorScreen } from './global-error-screen'

/** The global error screen inside the app's providers: configured reporting and the real sign-out. */
export function DashboardErrorScreen({ error, reset }: { error: unknown; reset: () => void }) {
  const { sentryDsn } = useConfig()
  const signOut = useSignOut()
  return (
    <GlobalErrorScreen
      error={error}
      reset={reset}
      reportingDsn={sentryDsn ?? null}
      onSignOut={() => void signOut()}
    />
  )
}
