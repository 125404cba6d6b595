'use client'

import { useEffect, useState } from 'react'

import { captureError, configureErrorReporting } from '@/lib/error-reporting/reporter'

// One report per thrown error, even when the screen mounts twice (React strict mode, remounts).
const reports = new WeakMap<object, Promise<string | undefined>>()

function reportOnce(error: Error & { digest?: string }): Promise<string | undefined> {
  let report = reports.get(error)
  if (!report) {
    report = captureError(error, error.digest ? { digest: error.digest } : undefined)
    reports.set(error, report)
  }
  return report
}

/**
 * Reports the error to the error-reporting service and returns the report id once known. `dsn`,
 * when given, configures the service first (this effect runs before any parent's could).
 */
export function useErrorReport(error: Error & { digest?: string }, dsn?: string | null): string | undefined {
  const [report, setReport] = useState<{ error: Error; sid: string | undefined } | null>(null)
  useEffect(() => {
    let isCurrent = true
    if (dsn !== undefined) configureErrorReporting({ dsn: dsn ?? undefined })
    void reportOnce(error).then((sid) => {
      if (isCurrent) setReport({ error, sid })
    })
    return () => {
      isCurrent = false
    }
  }, [error, dsn])
  return report?.error === error ? report.sid : undefined
}
