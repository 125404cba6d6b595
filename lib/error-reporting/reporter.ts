/**
 * The error-reporting service (SPEC §2 "Global error screen", §8). Sentry is loaded with a dynamic
 * import only when a DSN is configured, so deployments without one download and run nothing.
 */

type SentryModule = typeof import('@sentry/browser')

let dsn: string | undefined
let sentryModule: Promise<SentryModule | null> | null = null
let initializedDsn: string | undefined
let userId: string | undefined

/** Sets (or, with undefined, removes) the DSN; call once the runtime configuration is known. */
export function configureErrorReporting(options: { dsn?: string }): void {
  dsn = options.dsn
}

async function loadSentry(): Promise<SentryModule | null> {
  if (!dsn) return null
  sentryModule ??= import('@sentry/browser').catch((error: unknown) => {
    // A blocked or failing SDK must never break the page that reports an error.
    console.error('Error reporting could not be loaded', error)
    return null
  })
  const sdk = await sentryModule
  if (!sdk || !dsn) return null
  if (initializedDsn !== dsn) {
    const previous = sdk.getClient()
    initializedDsn = dsn
    sdk.init({ dsn })
    sdk.setUser(userId ? { id: userId } : null)
    void previous?.close()
  }
  return sdk
}

/** Attaches the hashed user id (see hashUserId) to later reports; undefined detaches it. */
export async function setErrorReportingUser(hashedUserId: string | undefined): Promise<void> {
  userId = hashedUserId
  const sdk = await loadSentry()
  sdk?.setUser(hashedUserId ? { id: hashedUserId } : null)
}

/**
 * Reports an error and resolves to the report's id (the support form's sid), or undefined when
 * reporting is off or fails. Never rejects.
 */
export async function captureError(error: unknown, context?: Record<string, unknown>): Promise<string | undefined> {
  const sdk = await loadSentry()
  if (!sdk) return undefined
  try {
    return sdk.captureException(error, context ? { extra: context } : undefined)
  } catch {
    return undefined
  }
}
