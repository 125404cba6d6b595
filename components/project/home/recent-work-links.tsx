'use client'

import { AppLink } from '@/components/ui/app-link'
import { Button } from '@/components/ui/button'
import type { ProjectHistory } from '@/stores/dashboard-history-store'

/** The way into the editors: back to the last query and table when the history has them (SPEC §3). */
export function RecentWorkLinks({ projectRef, history }: { projectRef: string; history?: ProjectHistory }) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button asChild variant="primary">
        <AppLink href={`/project/${projectRef}/sql/${history?.sql ?? 'new'}`}>
          {history?.sql ? 'Back to your last query' : 'Open the SQL editor'}
        </AppLink>
      </Button>
      <Button asChild>
        <AppLink href={`/project/${projectRef}/editor${history?.editor ? `/${history.editor}` : ''}`}>
          {history?.editor ? 'Back to your last table' : 'Open the table editor'}
        </AppLink>
      </Button>
    </div>
  )
}
