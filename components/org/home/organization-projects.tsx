'use client'

import { useState } from 'react'

import { ProjectStatusBadge } from '@/components/org/projects/project-status-badge'
import { AppLink } from '@/components/ui/app-link'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { QueryLoadingText, QueryState } from '@/components/ui/query-state'
import { useIsFeatureEnabled } from '@/components/shell/layout/use-is-feature-enabled'
import { ORG_PROJECTS_DEFAULT_LIMIT, useOrgProjectsQuery } from '@/data/projects/org-projects-query'
import { DASHBOARD_FEATURES } from '@/lib/features/disabled-features'

/** An organization's projects, a page at a time, searchable by name. */
export function OrganizationProjects({ slug }: { slug: string }) {
  const [offset, setOffset] = useState(0)
  const [search, setSearch] = useState('')
  const canCreateProject = useIsFeatureEnabled(DASHBOARD_FEATURES.projectCreation)
  const projects = useOrgProjectsQuery({ slug, offset, search, limit: ORG_PROJECTS_DEFAULT_LIMIT })
  const count = projects.data?.pagination.count ?? 0
  const pageEnd = Math.min(offset + ORG_PROJECTS_DEFAULT_LIMIT, count)

  return (
    <section aria-labelledby="projects-heading" className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <h2 id="projects-heading" className="text-lg font-medium">
          Projects
        </h2>
        <Input
          aria-label="Search projects"
          placeholder="Search for a project"
          className="ml-auto max-w-xs"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value)
            setOffset(0)
          }}
        />
        {canCreateProject && (
          <Button asChild variant="primary">
            <AppLink href={`/new/${slug}`}>New project</AppLink>
          </Button>
        )}
      </div>
      <QueryState
        query={projects}
        what="projects"
        loading={<QueryLoadingText label="Loading projects…" />}
        isEmpty={(data) => data.projects.length === 0}
        empty={<p className="text-sm text-muted">{search ? `No projects match "${search}".` : 'No projects yet.'}</p>}
      >
        {(data) => (
          <>
            <ul className="grid gap-3 sm:grid-cols-2" aria-label="Projects">
              {data.projects.map((project) => (
                <li key={project.ref}>
                  <AppLink
                    href={`/project/${project.ref}`}
                    className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4 hover:border-brand"
                  >
                    <span className="font-medium">{project.name}</span>
                    <span className="flex items-center gap-2 text-xs text-muted">
                      <ProjectStatusBadge status={project.status} />
                      {project.region}
                    </span>
                  </AppLink>
                </li>
              ))}
            </ul>
            <div className="flex items-center gap-2 text-sm text-muted">
              Showing {offset + 1}–{pageEnd} of {count}
              <Button
                className="ml-auto"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - ORG_PROJECTS_DEFAULT_LIMIT))}
              >
                Previous
              </Button>
              <Button disabled={pageEnd >= count} onClick={() => setOffset(offset + ORG_PROJECTS_DEFAULT_LIMIT)}>
                Next
              </Button>
            </div>
          </>
        )}
      </QueryState>
    </section>
  )
}
