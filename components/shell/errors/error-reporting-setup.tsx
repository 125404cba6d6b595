'use client'

import { useEffect } from 'react'

import { useAuth } from '@/components/sign-in/auth-provider'
import { useConfig } from '@/lib/config/use-config'
import { registerApiErrorReporter } from '@/lib/error-reporting/api-error-reporter'
import { configureErrorReporting, setErrorReportingUser } from '@/lib/error-reporting/reporter'
import { rememberErrorReportingUserId } from '@/stores/error-reporting-user-id'

/**
 * Starts error reporting for the app (mount once, inside the config and auth providers): the
 * configured DSN, the API error hook of lib/api (SPEC §8) and the hashed user id (SPEC §9).
 * Renders nothing; without a DSN every report is a no-op and Sentry is never downloaded.
 */
export function ErrorReportingSetup() {
  const { sentryDsn } = useConfig()
  const { session } = useAuth()
  const userId = session?.user?.id

  useEffect(() => {
    configureErrorReporting({ dsn: sentryDsn })
  }, [sentryDsn])

  useEffect(() => registerApiErrorReporter(), [])

  useEffect(() => {
    let isCurrent = true
    if (!userId) {
      void setErrorReportingUser(undefined)
      return
    }
    void rememberErrorReportingUserId(userId).then((hashed) => {
      if (isCurrent) void setErrorReportingUser(hashed)
    })
    return () => {
      isCurrent = false
    }
  }, [userId, sentryDsn])

  return null
}
