'use client'

import { Component, lazy, Suspense, type ReactNode } from 'react'

import { GLOBAL_ERROR_TEXTS } from '@/lib/error-reporting/error-texts'

// Error boundaries (app/global-error.tsx, app/(dashboard)/error.tsx) are part of every page's first
// load, but their screens are needed only once something breaks: their code loads then.
const GlobalErrorScreen = lazy(() => import('./global-error-screen').then((module) => ({ default: module.GlobalErrorScreen })))
const DashboardErrorScreen = lazy(() =>
  import('./dashboard-error-screen').then((module) => ({ default: module.DashboardErrorScreen }))
)

interface ErrorScreenProps {
  error: unknown
  reset: () => void
}

export function LazyGlobalErrorScreen(props: ErrorScreenProps) {
  return (
    <ScreenLoadBoundary>
      <Suspense fallback={<PlainErrorMessage />}>
        <GlobalErrorScreen {...props} />
      </Suspense>
    </ScreenLoadBoundary>
  )
}

export function LazyDashboardErrorScreen(props: ErrorScreenProps) {
  return (
    <ScreenLoadBoundary>
      <Suspense fallback={<PlainErrorMessage />}>
        <DashboardErrorScreen {...props} />
      </Suspense>
    </ScreenLoadBoundary>
  )
}

/** When the screen's own code cannot load (offline, a new deploy), the plain message still offers a way out. */
class ScreenLoadBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  state = { hasFailed: false }

  static getDerivedStateFromError() {
    return { hasFailed: true }
  }

  render() {
    return this.state.hasFailed ? <PlainErrorMessage hasReload /> : this.props.children
  }
}

function PlainErrorMessage({ hasReload = false }: { hasReload?: boolean }) {
  return (
    <main className="flex min-h-[60vh] w-full flex-col items-center justify-center gap-4 p-6">
      <h1 className="text-lg font-semibold">{GLOBAL_ERROR_TEXTS.title}</h1>
      {hasReload && (
        <button type="button" className="rounded-md border border-border px-3 py-1 text-sm" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      )}
    </main>
  )
}
