'use client'

import { DashboardErrorScreen } from '@/components/errors/dashboard-error-screen'

/** Unexpected render errors of dashboard pages show the global error screen (SPEC §2, §8). */
export default function DashboardError({ error, reset }: { error: unknown; reset: () => void }) {
  return <DashboardErrorScreen error={error} reset={reset} />
}
