'use client'

import { LazyGlobalErrorScreen } from '@/components/shell/errors/lazy-error-screens'

import './globals.css'

/**
 * Errors the root layout itself throws (SPEC §2 global error screen). It replaces the root layout,
 * so it brings its own document and runs without the app's providers.
 */
export default function GlobalError({ error, reset }: { error: unknown; reset: () => void }) {
  return (
    <html lang="en">
      <body className="min-h-screen antialiased">
        <title>Dashboard error</title>
        <LazyGlobalErrorScreen error={error} reset={reset} />
      </body>
    </html>
  )
}
