import { POINTER_EVENTS_RESTORE_MS } from './timings'

/**
 * Radix sets `pointer-events: none` on <body> while a modal is open and occasionally fails to clear it
 * when a dialog closes during another transition (e.g. a dropdown opening a dialog), leaving the page
 * unclickable. Clearing it after the close animation fixes that. Returns a cancel function.
 */
export function restoreBodyPointerEvents(delay: number = POINTER_EVENTS_RESTORE_MS): () => void {
  if (typeof document === 'undefined') return () => {}
  const timer = setTimeout(() => {
    // The document can be gone by then (a test environment torn down after the dialog closed).
    if (typeof document === 'undefined') return
    if (document.body.style.pointerEvents === 'none') document.body.style.pointerEvents = ''
  }, delay)
  return () => clearTimeout(timer)
}
