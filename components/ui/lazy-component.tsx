'use client'

import { lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from 'react'

const subscribeToNothing = () => () => {}

/** False on the server and while hydrating, true in the browser after that. */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false
  )
}

export interface LazyComponentOptions<Props = never> {
  /** Renders only in the browser (code that needs window, or is pointless on the server). */
  isClientOnly?: boolean
  /** Shown while the code loads (and on the server when client-only); a function of the props when it depends on them. */
  fallback?: ReactNode | ((props: Props) => ReactNode)
  /**
   * Shown when the code cannot be fetched (offline, a deploy replaced it): by default a short notice
   * with a reload button, so one missing piece never takes the page down. null for invisible pieces.
   */
  loadErrorFallback?: ReactNode
}

/**
 * A component whose code is fetched the first time it renders: React.lazy in a Suspense boundary.
 * It does what we used next/dynamic for at a fraction of its runtime (next/dynamic added ~2 KB gzip
 * to every page that used it), keeping dialogs, menus and editors off the first load.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { isClientOnly = false, fallback = null, loadErrorFallback = <LoadFailedNotice /> }: LazyComponentOptions<Props> = {}
): ComponentType<Props> {
  const LoadFailed = () => loadErrorFallback
  const Lazy = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.error('A part of the page could not be loaded', error)
        return { default: LoadFailed as ComponentType<Props> }
      }
    )
  ) as unknown as ComponentType<Props>
  function LazyComponent(props: Props) {
    const isHydrated = useIsHydrated()
    const placeholder = typeof fallback === 'function' ? fallback(props) : fallback
    if (isClientOnly && !isHydrated) return placeholder
    return (
      <Suspense fallback={placeholder}>
        <Lazy {...props} />
      </Suspense>
    )
  }
  return LazyComponent
}

function LoadFailedNotice() {
  return (
    <p role="alert" className="flex items-center gap-2 p-2 text-sm text-muted">
      This part of the page could not be loaded.
      <button type="button" className="underline underline-offset-2" onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </p>
  )
}
