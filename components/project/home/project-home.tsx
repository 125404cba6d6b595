'use client'

import { ProjectStatusBadge } from '@/components/org/projects/project-status-badge'
import { lazyComponent } from '@/components/ui/lazy-component'
import { QueryLoadingText, QueryState } from '@/components/ui/query-state'
import { useProjectDetailQuery } from '@/data/projects/project-detail-query'
import { isOrioleDbProject, shouldPollProject } from '@/lib/projects/status'

import { RecentWorkLinks } from './recent-work-links'

// Only a paused project needs it (restore mutation, permissions): kept off the home's first load.
const PausedProjectNotice = lazyComponent(() => import('./paused-project-notice').then((module) => module.PausedProjectNotice))
// Only an unhealthy project reads its schemas to say why: that read and its notice load then, not with every home.
const DatabaseUnreachableNotice = lazyComponent(() => import('./database-unreachable-notice').then((module) => module.DatabaseUnreachableNotice))
// Every status the polled detail reports reaches the cached project lists too (SPEC §4). Nothing to
// show, so it loads after the page.
const ProjectStatusPropagation = lazyComponent(() => import('./project-status-propagation').then((module) => module.ProjectStatusPropagation), {
  isClientOnly: true,
  loadErrorFallback: null,
})
// The history is in localStorage, known only in the browser: until it loads, the links without it
// (what the server rendered anyway).
const RecentWorkFromHistory = lazyComponent(() => import('./recent-work-from-history').then((module) => module.RecentWorkFromHistory), {
  isClientOnly: true,
  fallback: ({ projectRef }) => <RecentWorkLinks projectRef={projectRef} />,
})

/** The project home: status (polled while it comes up), versions, and the way back to recent work. */
export function ProjectHome({ projectRef }: { projectRef: string }) {
  const project = useProjectDetailQuery({ ref: projectRef })

  return (
    <QueryState
      query={project}
      what="the project"
      loading={<QueryLoadingText label="Loading project…" className="p-6" />}
      failed={(failure) => <div className="p-6">{failure}</div>}
    >
      {(data) => (
        <div className="flex max-w-4xl flex-col gap-6 p-6">
          <ProjectStatusPropagation project={data} />
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
          <RecentWorkFromHistory projectRef={projectRef} />
        </div>
      )}
    </QueryState>
  )
}
