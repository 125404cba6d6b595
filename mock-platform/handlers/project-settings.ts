import type { HttpHandler } from 'msw'

import { findOrganization, findProject } from '../platform-state'
import { applyStatus } from '../seed-projects'
import { COMPUTE_VARIANTS, computeIdentifierOf, projectSettingsFor, supavisorConfigFor } from '../seed-project-settings'
import { projectNotFound, scheduleStatus } from './projects'
import { apiError, type Route } from './route'

/** The platform refuses database passwords shorter than this. */
const MIN_DB_PASSWORD_LENGTH = 8
const RUNNING = new Set(['ACTIVE_HEALTHY', 'ACTIVE_UNHEALTHY'])

/**
 * Project settings of the mock platform: rename, restart, transfer, API settings, pooler, database
 * password and compute add-ons. Status changes go through the same per-read transitions as pause and
 * restore, so a polling page sees RESTARTING or RESIZING before the project is healthy again.
 */
export function projectSettingsHandlers(route: Route): HttpHandler[] {
  return [
    route('patch', '/platform/projects/{ref}', async ({ params, state, readBody }) => {
      const project = findProject(state, params.ref)
      if (!project) return projectNotFound(params.ref)
      const name = (await readBody()).name?.trim() ?? ''
      if (name.length < 1) return apiError(400, 'name must not be empty')
      if (name.length > 64) return apiError(400, 'name must be at most 64 characters')
      project.name = name
      return { status: 200, body: { id: project.id, ref: project.ref, name: project.name } }
    }),

    route('post', '/platform/projects/{ref}/restart', ({ params, state }) => {
      const project = findProject(state, params.ref)
      if (!project) return projectNotFound(params.ref)
      if (!RUNNING.has(project.status)) return apiError(400, `Project ${project.ref} cannot be restarted while ${project.status}`)
      applyStatus(project, 'RESTARTING')
      scheduleStatus(state, project.ref, 'ACTIVE_HEALTHY', 1)
      return { status: 200, body: undefined }
    }),

    route('post', '/platform/projects/{ref}/transfer/preview', async ({ params, state, readBody }) => {
      const project = findProject(state, params.ref)
      if (!project) return projectNotFound(params.ref)
      const target = findOrganization(state, (await readBody()).target_organization_slug)
      if (!target) return apiError(404, 'Target organization not found')
      const source = state.organizations.find((organization) => organization.id === project.organization_id)
      const errors = target.id === project.organization_id ? [{ key: 'same_organization', message: 'The project already belongs to this organization.' }] : []
      const warnings =
        target.plan?.id === 'free'
          ? [{ key: 'free_plan', message: `${target.name} is on the Free plan: the project keeps only Free plan limits.` }]
          : []
      return {
        status: 200,
        body: {
          valid: errors.length === 0,
          errors,
          warnings,
          info: [{ key: 'billing', message: `From now on the project is billed to ${target.name}.` }],
          members_exceeding_free_project_limit: [],
          source_subscription_plan: source?.plan?.id ?? 'free',
          target_subscription_plan: target.plan?.id ?? null,
        },
      }
    }),

    route('post', '/platform/projects/{ref}/transfer', async ({ params, state, readBody }) => {
      const project = findProject(state, params.ref)
      if (!project) return projectNotFound(params.ref)
      const target = findOrganization(state, (await readBody()).target_organization_slug)
      if (!target) return apiError(404, 'Target organization not found')
      if (target.id === project.organization_id) return apiError(400, 'The project already belongs to this organization')
      project.organization_id = target.id
      project.organization_slug = target.slug
      return { status: 200, body: undefined }
    }),

    route('get', '/platform/projects/{ref}/settings', ({ params, state, request }) => {
      const project = findProject(state, params.ref)
      if (!project) return projectNotFound(params.ref)
      // The mock serves the project's storage API itself (handlers/storage.ts), so uploads go to its own host.
      const settings = projectSettingsFor(project)
      const url = new URL(request.url)
      const app_config = { ...settings.app_config, storage_endpoint: url.host, protocol: url.protocol.replace(':', '') }
      return { status: 200, body: { ...settings, app_config } }
    }),

    route('get', '/platform/projects/{ref}/config/supavisor', ({ params, state }) => {
      const project = findProject(state, params.ref)
      return project ? { status: 200, body: supavisorConfigFor(project) } : projectNotFound(params.ref)
    }),

    route('patch', '/platform/projects/{ref}/db-password', async ({ params, state, readBody }) => {
      const project = findProject(state, params.ref)
      if (!project) return projectNotFound(params.ref)
      const { password } = await readBody()
      if (typeof password !== 'string' || password.length < MIN_DB_PASSWORD_LENGTH) {
        return apiError(400, `Password must be at least ${MIN_DB_PASSWORD_LENGTH} characters`)
      }
      return { status: 200, body: { result: 'Database password updated' } }
    }),

    route('get', '/platform/projects/{ref}/billing/addons', ({ params, state }) => {
      const project = findProject(state, params.ref)
      if (!project) return projectNotFound(params.ref)
      const selected = COMPUTE_VARIANTS.find((variant) => variant.identifier === computeIdentifierOf(project))
      return {
        status: 200,
        body: {
          ref: project.ref,
          selected_addons: selected ? [{ type: 'compute_instance' as const, variant: selected }] : [],
          available_addons: [{ type: 'compute_instance' as const, name: 'Compute size', variants: COMPUTE_VARIANTS }],
        },
      }
    }),

    route('post', '/platform/projects/{ref}/billing/addons', async ({ params, state, readBody }) => {
      const project = findProject(state, params.ref)
      if (!project) return projectNotFound(params.ref)
      const body = await readBody()
      if (body.addon_type !== 'compute_instance') return apiError(400, `Add-on ${body.addon_type} is not available`)
      const variant = COMPUTE_VARIANTS.find((candidate) => candidate.identifier === body.addon_variant)
      if (!variant) return apiError(400, `Unknown compute size ${body.addon_variant}`)
      const organization = state.organizations.find((candidate) => candidate.id === project.organization_id)
      if (organization?.plan?.id === 'free' && variant.identifier !== 'ci_nano' && variant.identifier !== 'ci_micro') {
        return apiError(400, 'Upgrade the organization to a paid plan to change the compute size')
      }
      if (!RUNNING.has(project.status)) return apiError(400, `Project ${project.ref} cannot be resized while ${project.status}`)
      project.infra_compute_size = variant.identifier.replace(/^ci_/, '')
      applyStatus(project, 'RESIZING')
      scheduleStatus(state, project.ref, 'ACTIVE_HEALTHY', 1)
      return { status: 200, body: undefined }
    }),
  ]
}
