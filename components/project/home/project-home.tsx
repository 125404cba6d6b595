'use client'

import { ProjectStatusBadge } from '@/components/org/projects/project-status-badge'
import { AppLink } from '@/components/ui/app-link'
import { Button } from '@/components/ui/button'
import { QueryLoadingText, QueryState } from '@/components/ui/query-state'
import { lazyComponent } from '@/components/ui/lazy-component'
import { useProjectDetailQuery } from '@/data/projects/project-detail-query'
import { isOrioleDbProject, shouldPollProject } from '@/lib/projects/status'
import { useDashboardHistory } from '@/stores/dashboard-history-store'

import { useProjectStatusPropagation } from './use-project-status-propagation'

// Only a paused project needs it (restore mutation, permissions): kept off the home's first load.
const PausedProjectNotice = lazyComponent(() => import('./paused-project-notice').then((module) => module.PausedProjectNotice))
// Only an unhealthy project reads its schemas to say why: that read and its notice load then, not with every home.
const DatabaseUnreachableNotice = lazyComponent(() =>
  import('./database-unreachable-notice').then((module) => module.DatabaseUnreachableNotice)
)

/** The project home: status (polled while it comes up), versions, and the way back to recent work. */
export function ProjectHome({ projectRef }: { projectRef: string }) {
  const project = useProjectDetailQuery({ ref: projectRef })
  const history = useDashboardHistory((state) => state.history[projectRef])
  // Every status the polled detail reports reaches the cached project lists too (SPEC §4).
  useProjectStatusPropagation(project.data)

  return (
    <QueryState
      query={project}
      what="the project"
      loading={<QueryLoadingText label="Loading project…" className="p-6" />}
      failed={(failure) => <div className="p-6">{failure}</div>}
    >
      {(data) => {
        return (
          <div className="flex max-w-4xl flex-col gap-6 p-6">
            <div className="flex items-center gap-3">
              <h1 className="text-xl font-semibold">{data.name}</h1>
              <ProjectStatusBadge status={data.status} />
              {shouldPollProject(data) && data.status === 'COMING_UP' && (
                <span role="status" className="text-xs text-muted">
                  Setting up your project…
                </span>
              )}
            </div>
            {data.status === 'ACTIVE_UNHEALTHY' && <DatabaseUnreachableNotice projectRef={projectRef} />}
            {/* Only platform projects are ever paused (INACTIVE). */}
            {data.status === 'INACTIVE' && <PausedProjectNotice projectRef={projectRef} organizationSlug={data.organization_slug} />}
            <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
              <dt className="text-muted">Reference</dt>
              <dd className="font-mono">{data.ref}</dd>
              <dt className="text-muted">Region</dt>
              <dd>{data.region}</dd>
              {data.dbVersion && (
                <>
                  <dt className="text-muted">Database</dt>
                  <dd>
                    {data.dbVersion}
                    {isOrioleDbProject(data) && <span className="ml-2 text-xs text-warning">OrioleDB</span>}
                  </dd>
                </>
              )}
            </dl>
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
          </div>
        )
      }}
    </QueryState>
  )
}
