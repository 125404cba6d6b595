import type { HttpHandler } from 'msw'

import type { Project, ProjectStatus } from '../model'
import { findOrganization, findProject, type PlatformState } from '../platform-state'
import { COMING_UP_READS_BEFORE_HEALTHY } from '../seed-ids'
import { applyStatus, buildProject } from '../seed-projects'
import { apiError, type Route } from './route'

/** Days a paused free project stays restorable (the platform's rule of thumb). */
const RESTORE_WINDOW_DAYS = 90
const MIN_DB_PASSWORD_LENGTH = 8

export function projectNotFound(ref: string) {
  return apiError(404, `Project ${ref} not found`)
}

export function projectHandlers(route: Route): HttpHandler[] {
  return [
    route('get', '/platform/projects', ({ state }) => {
      const memberOf = new Set(state.organizations.map((organization) => organization.id))
      return { status: 200, body: state.projects.filter((project) => memberOf.has(project.organization_id)) }
    }),

    route('post', '/platform/projects', async ({ state, readBody }) => {
      const body = await readBody()
      const organization = findOrganization(state, body.organization_slug)
      if (!organization) return apiError(404, `Organization ${body.organization_slug} not found`)
      if (!body.name?.trim()) return apiError(400, 'name must not be empty')
      if ((body.db_pass ?? '').length < MIN_DB_PASSWORD_LENGTH) {
        return apiError(400, `db_pass must be at least ${MIN_DB_PASSWORD_LENGTH} characters`)
      }
      state.counters.project += 1
      const project = buildProject({
        id: state.counters.project,
        ref: generateRef(state),
        name: body.name.trim(),
        organization,
        status: 'COMING_UP',
        region: body.db_region,
        cloud_provider: body.cloud_provider,
        infra_compute_size: body.desired_instance_size,
        daysAgo: 0,
      })
      project.inserted_at = new Date().toISOString()
      state.projects.push(project)
      state.logs[project.ref] = []
      scheduleStatus(state, project.ref, 'ACTIVE_HEALTHY', COMING_UP_READS_BEFORE_HEALTHY)
      return { status: 201, body: project }
    }),

    route('get', '/platform/projects/{ref}', ({ params, state }) => {
      const project = findProject(state, params.ref)
      if (!project) return projectNotFound(params.ref)
      advanceStatus(state, project)
      return { status: 200, body: project }
    }),

    route('delete', '/platform/projects/{ref}', ({ params, state }) => {
      const project = findProject(state, params.ref)
      if (!project) return projectNotFound(params.ref)
      state.projects = state.projects.filter((candidate) => candidate.ref !== params.ref)
      delete state.statusTransitions[params.ref]
      return { status: 200, body: { id: project.id, ref: project.ref, name: project.name } }
    }),

    route('get', '/platform/projects/{ref}/status', ({ params, state }) => {
      const project = findProject(state, params.ref)
      return project ? { status: 200, body: { status: project.status } } : projectNotFound(params.ref)
    }),

    route('get', '/platform/projects/{ref}/pause/status', ({ params, state }) => {
      const project = findProject(state, params.ref)
      if (!project) return projectNotFound(params.ref)
      const isPaused = project.status === 'INACTIVE'
      return {
        status: 200,
        body: {
          can_restore: isPaused,
          max_days_till_restore_disabled: RESTORE_WINDOW_DAYS,
          remaining_days_till_restore_disabled: isPaused ? RESTORE_WINDOW_DAYS - 10 : null,
          last_paused_on: isPaused ? new Date(Date.parse(state.now) - 10 * 86_400_000).toISOString() : null,
        },
      }
    }),

    route('get', '/platform/projects/{ref}/service-versions', ({ params, state }) => {
      const project = findProject(state, params.ref)
      if (!project) return projectNotFound(params.ref)
      return {
        status: 200,
        body: {
          gotrue: 'v2.177.0',
          postgrest: 'v12.2.12',
          'supabase-postgres': (project.dbVersion ?? '').replace(/^supabase-postgres-/, ''),
        },
      }
    }),

    route('post', '/platform/projects/{ref}/pause', ({ params, state }) => {
      const project = findProject(state, params.ref)
      if (!project) return projectNotFound(params.ref)
      if (project.status !== 'ACTIVE_HEALTHY' && project.status !== 'ACTIVE_UNHEALTHY') {
        return apiError(400, `Project ${project.ref} cannot be paused while ${project.status}`)
      }
      applyStatus(project, 'PAUSING')
      scheduleStatus(state, project.ref, 'INACTIVE', 1)
      return { status: 200, body: { id: project.id, ref: project.ref, name: project.name } }
    }),

    route('post', '/platform/projects/{ref}/restore', ({ params, state }) => {
      const project = findProject(state, params.ref)
      if (!project) return projectNotFound(params.ref)
      if (project.status !== 'INACTIVE') return apiError(400, `Project ${project.ref} is not paused`)
      applyStatus(project, 'RESTORING')
      scheduleStatus(state, project.ref, 'COMING_UP', 1, [{ to: 'ACTIVE_HEALTHY', afterReads: 1 }])
      return { status: 200, body: { id: project.id, ref: project.ref, name: project.name } }
    }),
  ]
}

export function scheduleStatus(
  state: PlatformState,
  ref: string,
  to: ProjectStatus,
  afterReads: number,
  then?: { to: ProjectStatus; afterReads: number }[]
) {
  state.statusTransitions[ref] = { reads: 0, afterReads, to, then }
}

/**
 * The first `afterReads` detail reads still see the old status; the one after sees the new one. A
 * chained step then starts counting, so a UI polling the detail sees every in-between status.
 */
function advanceStatus(state: PlatformState, project: Project) {
  const transition = state.statusTransitions[project.ref]
  if (!transition) return
  if (transition.reads >= transition.afterReads) {
    applyStatus(project, transition.to)
    const [next, ...rest] = transition.then ?? []
    if (next) state.statusTransitions[project.ref] = { reads: 1, afterReads: next.afterReads, to: next.to, then: rest }
    else delete state.statusTransitions[project.ref]
    return
  }
  transition.reads += 1
}

/** 20 lower-case letters from the seeded PRNG, so created refs repeat run after run. */
function generateRef(state: PlatformState): string {
  let ref = ''
  do {
    ref = Array.from({ length: 20 }, () => String.fromCharCode(97 + Math.floor(state.random() * 26))).join('')
  } while (findProject(state, ref))
  return ref
}
