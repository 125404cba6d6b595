'use client'

import { usePathname } from 'next/navigation'
import { useMemo } from 'react'

import { Button, buttonVariants } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { isDomMutationError } from '@/lib/error-reporting/dom-errors'
import { toError } from '@/lib/error-reporting/normalize-error'
import { GLOBAL_ERROR_TEXTS } from '@/lib/error-reporting/error-texts'
import { buildSupportLink } from '@/lib/error-reporting/support-link'

import { APP_BASE_PATH, clearBrowserStorage, reloadPage, signOutLocally } from './browser-recovery'
import { DomMutationWarning } from './dom-mutation-warning'
import { ErrorRecommendations } from './error-recommendations'
import { useErrorReport } from './use-error-report'

export { GLOBAL_ERROR_TEXTS }

export interface GlobalErrorScreenProps {
  /** What the error boundary caught (Next 16 passes `unknown`). */
  error: unknown
  /** Resets the error boundary ("Return to dashboard"). */
  reset: () => void
  /** Signs out through the app's auth; without it the local session is dropped directly. */
  onSignOut?: () => void
  /** Reloads the page (Refresh, Clear browser storage); defaults to location.reload(). */
  onReload?: () => void
  /** The configured Sentry DSN (null: none); undefined keeps whatever was configured at start-up. */
  reportingDsn?: string | null
}

/**
 * SPEC §2 "Global error screen": the error, ways out, and a support link carrying the
 * error-reporting id (sid) of this error's report.
 */
export function GlobalErrorScreen({
  error: thrown,
  reset,
  onSignOut = signOutLocally,
  onReload = reloadPage,
  reportingDsn,
}: GlobalErrorScreenProps) {
  const error = useNormalizedError(thrown)
  const sid = useErrorReport(error, reportingDsn)
  const pathname = usePathname() ?? ''
  const supportHref = `${APP_BASE_PATH}${buildSupportLink({ sid, pathname, error })}`
  const copyText = error.stack && !error.stack.includes(error.message) ? `${error.message}\n\n${error.stack}` : error.stack || error.message

  return (
    <main className="flex min-h-[60vh] w-full items-center justify-center p-6">
      <div className="flex w-full max-w-2xl flex-col gap-5 rounded-lg border border-border bg-surface p-6 shadow-sm">
        <div className="flex items-start justify-between gap-4">
          <h1 className="text-lg font-semibold">{GLOBAL_ERROR_TEXTS.title}</h1>
          <CopyButton text={copyText} copyLabel={GLOBAL_ERROR_TEXTS.copyError} size="tiny" />
        </div>
        <pre
          aria-label="Error message"
          className="max-h-40 overflow-auto rounded-md border border-border bg-background p-3 text-xs whitespace-pre-wrap"
        >
          {error.message}
        </pre>

        {isDomMutationError(error.message) ? (
          <DomMutationWarning supportHref={supportHref} onRefresh={onReload} />
        ) : (
          <ErrorRecommendations
            onRefresh={onReload}
            onSignOut={onSignOut}
            onClearStorage={() => clearBrowserStorage(onReload)}
          />
        )}

        <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">
          <a href={supportHref} className={buttonVariants({ variant: 'default', size: 'small' })}>
            {GLOBAL_ERROR_TEXTS.contactSupport}
          </a>
          <Button variant="primary" onClick={reset}>
            {GLOBAL_ERROR_TEXTS.returnToDashboard}
          </Button>
        </div>
      </div>
    </main>
  )
}

/** The same Error object across renders, so a non-Error thrown value is reported only once. */
function useNormalizedError(thrown: unknown) {
  return useMemo(() => toError(thrown), [thrown])
}
