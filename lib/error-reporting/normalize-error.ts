/** What an error boundary received, as an Error: client components may throw anything (Next 16). */
export function toError(thrown: unknown): Error & { digest?: string } {
  if (thrown instanceof Error) return thrown
  if (typeof thrown === 'string') return new Error(thrown)
  try {
    return new Error(JSON.stringify(thrown) ?? String(thrown))
  } catch {
    return new Error(String(thrown))
  }
}
