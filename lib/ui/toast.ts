import type { ExternalToast } from 'sonner'

/**
 * The app's toasts, without sonner on the first load: `toast.success` and `toast.error` return the
 * toast's id at once and hand the call to sonner once its chunk has loaded (one shared import).
 * A request also tells `LazyToaster` (components/ui/toaster.tsx) to mount sonner's `<Toaster>`;
 * sonner keeps toasts in a module-level store and replays the active ones to a newly mounted
 * `<Toaster>`, so a toast requested before it mounts still shows. On the server the calls do nothing.
 */

export type ToastId = string | number
export type ToastOptions = ExternalToast

type Sonner = typeof import('sonner')

let sonnerModule: Promise<Sonner> | undefined

/** Sonner's module, imported once; a failed import (e.g. a chunk lost to a deploy) is retried next time. */
export function loadSonner(): Promise<Sonner> {
  sonnerModule ??= import('sonner').catch((error: unknown) => {
    sonnerModule = undefined
    throw error
  })
  return sonnerModule
}

let isRequested = false
const listeners = new Set<() => void>()

/** Whether a toast has been requested in this page yet. */
export function isToastRequested(): boolean {
  return isRequested
}

/** Calls `listener` on the first toast request (a `useSyncExternalStore` subscription); returns the unsubscribe. */
export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

function markRequested() {
  if (isRequested) return
  isRequested = true
  listeners.forEach((listener) => listener())
}

let idCounter = 0

/** The id sonner will use: the caller's (sonner accepts a number or a non-empty string), else a new one. */
function toastIdFor(options: ToastOptions | undefined): ToastId {
  const id = options?.id
  if (typeof id === 'number' || (typeof id === 'string' && id.length > 0)) return id
  // Sonner numbers its own ids; a string prefix keeps these apart from them.
  idCounter += 1
  return `app-toast-${idCounter}`
}

/** Runs `call` with sonner once loaded; calls made before that run in order. A toast lost to a failed import has nowhere to show. */
function withSonner(call: (sonner: Sonner) => void) {
  loadSonner().then(call, () => {})
}

function show(type: 'success' | 'error', message: string, options?: ToastOptions): ToastId {
  const id = toastIdFor(options)
  if (typeof window === 'undefined') return id
  markRequested()
  withSonner(({ toast }) => {
    toast[type](message, { ...options, id })
  })
  return id
}

export const toast = {
  success: (message: string, options?: ToastOptions): ToastId => show('success', message, options),
  error: (message: string, options?: ToastOptions): ToastId => show('error', message, options),
  /** Dismisses the toast with this id, or every toast without one. */
  dismiss: (id?: ToastId): ToastId | undefined => {
    // Before sonner has been asked for, there is no toast to dismiss (and no reason to load it).
    if (typeof window === 'undefined' || sonnerModule === undefined) return id
    withSonner(({ toast }) => {
      toast.dismiss(id)
    })
    return id
  },
}
