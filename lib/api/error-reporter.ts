/**
 * Hook point for the error-reporting service (SPEC §8: API errors without a message are reported).
 * lib/api stays free of any reporting SDK: whoever owns reporting registers a reporter at start-up.
 */
export type ErrorReporter = (error: unknown, context?: Record<string, unknown>) => void

let reporter: ErrorReporter | null = null
let hasHadReporter = false
/** Errors from before the first reporter registered (it loads just after the page), oldest first. */
const waiting: Parameters<ErrorReporter>[] = []
const MAX_WAITING = 20

/** Registers (or, with null, removes) the function that receives reported errors. */
export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next
  if (!next) return
  hasHadReporter = true
  for (const [error, context] of waiting.splice(0)) send(error, context)
}

/** Sends an error to the registered reporter. Never throws. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  if (reporter) send(error, context)
  else if (!hasHadReporter && waiting.length < MAX_WAITING) waiting.push([error, context])
}

function send(error: unknown, context?: Record<string, unknown>) {
  try {
    reporter?.(error, context)
  } catch {
    // A failing reporter must not turn a handled API error into a crash.
  }
}
