'use client'

import { lazyComponent } from '@/components/ui/lazy-component'
import { useProjectDetailQuery } from '@/data/projects/project-detail-query'
import { isOrioleDbProject, shouldPollProject } from '@/lib/projects/status'

import { RecentWorkLinks } from './recent-work-links'

// The badge is a small leaf with its label catalogue; it loads after the page, keeping the shell route
// within its first-load budget.
const ProjectStatusBadge = lazyComponent(() => import('@/components/org/projects/project-status-badge').then((module) => module.ProjectStatusBadge))
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

// The error path only: the home is a shell route held to 1.3× of an empty app's first load, and
// QueryState brings its failure view along (eslint.config.mjs allows this one file for that reason).
const QueryError = lazyComponent(() => import('@/components/ui/query-error').then((module) => module.QueryError))

/** The project home: status (polled while it comes up), versions, and the way back to recent work. */
export function ProjectHome({ projectRef }: { projectRef: string }) {
  const project = useProjectDetailQuery({ ref: projectRef })

  if (project.isPending) {
    return (
      <p role="status" className="p-6 text-sm text-muted">
        Loading project…
      </p>
    )
  }
  if (project.isError) {
    return (
      <div className="p-6">
        <QueryError what="the project" error={project.error} onRetry={() => project.refetch()} />
      </div>
    )
  }
  const { data } = project
  return (
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
  )
}
