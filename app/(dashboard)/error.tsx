'use client'

import { LazyDashboardErrorScreen } from '@/components/shell/errors/lazy-error-screens'

/** Unexpected render errors of dashboard pages show the global error screen (SPEC §2, §8). */
export default function DashboardError({ error, reset }: { error: unknown; reset: () => void }) {
  return <LazyDashboardErrorScreen error={error} reset={reset} />
}
