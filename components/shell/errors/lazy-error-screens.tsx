'use client'

import { lazyComponent } from '@/components/ui/lazy-component'
import { GLOBAL_ERROR_TEXTS } from '@/lib/error-reporting/error-texts'

// Error boundaries (app/global-error.tsx, app/(dashboard)/error.tsx) are part of every page's first
// load, but their screens are needed only once something breaks: their code loads then. While it
// loads, the title already says what happened; if it cannot load (offline, a new deploy), a plain
// message still offers a way out. Errors inside a loaded screen still reach the next boundary up.
export const LazyGlobalErrorScreen = lazyComponent(
  () => import('./global-error-screen').then((module) => module.GlobalErrorScreen, () => PlainErrorMessageWithReload),
  { fallback: <PlainErrorMessage /> }
)

export const LazyDashboardErrorScreen = lazyComponent(
  () => import('./dashboard-error-screen').then((module) => module.DashboardErrorScreen, () => PlainErrorMessageWithReload),
  { fallback: <PlainErrorMessage /> }
)

function PlainErrorMessageWithReload() {
  return <PlainErrorMessage hasReload />
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
