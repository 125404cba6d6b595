'use client'

import { useDashboardHistory } from '@/stores/dashboard-history-store'

import { RecentWorkLinks } from './recent-work-links'

/** The links with this browser's history of the project (a localStorage store, so known only in the browser). */
export function RecentWorkFromHistory({ projectRef }: { projectRef: string }) {
  const history = useDashboardHistory((state) => state.history[projectRef])
  return <RecentWorkLinks projectRef={projectRef} history={history} />
}
