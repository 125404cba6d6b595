/**
 * Hook point for the error-reporting service (SPEC §8: API errors without a message are reported).
 * lib/api stays free of any reporting SDK: whoever owns reporting registers a reporter at start-up.
 */
export type ErrorReporter = (error: unknown, context?: Record<string, unknown>) => void

let reporter: ErrorReporter | null = null

/** Registers (or, with null, removes) the function that receives reported errors. */
export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next
}

/** Sends an error to the registered reporter; a no-op when none is registered. Never throws. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  if (!reporter) return
  try {
    reporter(error, context)
  } catch {
    // A failing reporter must not turn a handled API error into a crash.
  }
}
