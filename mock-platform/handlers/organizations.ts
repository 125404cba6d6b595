import type { HttpHandler } from 'msw'

import { FLY_REGIONS, MAIN_REGIONS } from '@/lib/catalog/regions'

import type { CloudProvider, Project } from '../model'
import { findOrganization, type PlatformState } from '../platform-state'
import { buildProject } from '../seed-projects'
import { apiError, type Route } from './route'

const AUDIT_RETENTION_DAYS = { free: 1, pro: 7, team: 28, enterprise: 90 } as const
const PROJECT_SORTS = ['name_asc', 'name_desc', 'created_asc', 'created_desc'] as const
const DEFAULT_PAGE_SIZE = 100

export function organizationNotFound(slug: string) {
  return apiError(404, `Organization ${slug} not found`)
}

export function organizationHandlers(route: Route): HttpHandler[] {
  return [
    route('get', '/platform/organizations', ({ state }) => ({ status: 200, body: state.organizations })),

    route('get', '/platform/organizations/{slug}', ({ params, state }) => {
      const organization = findOrganization(state, params.slug)
      return organization ? { status: 200, body: organization } : organizationNotFound(params.slug)
    }),

    route('get', '/platform/organizations/{slug}/projects', ({ params, query, state }) => {
      const organization = findOrganization(state, params.slug)
      if (!organization) return organizationNotFound(params.slug)
      const limit = clamp(Number(query.get('limit') ?? DEFAULT_PAGE_SIZE), 1, 100)
      const offset = Math.max(0, Number(query.get('offset') ?? 0) || 0)
      const matching = filterProjects(
        state.projects.filter((project) => project.organization_id === organization.id),
        query
      )
      return {
        status: 200,
        body: { projects: matching.slice(offset, offset + limit), pagination: { count: matching.length, limit, offset } },
      }
    }),

    route('get', '/platform/organizations/{slug}/members', ({ params, state }) =>
      findOrganization(state, params.slug)
        ? { status: 200, body: state.members[params.slug] ?? [] }
        : organizationNotFound(params.slug)
    ),

    route('get', '/platform/organizations/{slug}/roles', ({ params, state }) => {
      const roles = state.roles[params.slug]
      return roles ? { status: 200, body: roles } : organizationNotFound(params.slug)
    }),

    route('get', '/platform/organizations/{slug}/members/mfa/enforcement', ({ params, state }) => {
      const organization = findOrganization(state, params.slug)
      if (!organization) return organizationNotFound(params.slug)
      return { status: 200, body: { enforced: organization.organization_requires_mfa ?? false } }
    }),

    route('patch', '/platform/organizations/{slug}/members/mfa/enforcement', async ({ params, state, readBody }) => {
      const organization = findOrganization(state, params.slug)
      if (!organization) return organizationNotFound(params.slug)
      const { enforced } = await readBody()
      if (typeof enforced !== 'boolean') return apiError(400, 'enforced must be a boolean')
      organization.organization_requires_mfa = enforced
      return { status: 200, body: { enforced } }
    }),

    route('get', '/platform/organizations/{slug}/members/reached-free-project-limit', ({ params, state }) =>
      findOrganization(state, params.slug)
        ? { status: 200, body: state.freeProjectLimit[params.slug] ?? [] }
        : organizationNotFound(params.slug)
    ),

    route('get', '/platform/organizations/{slug}/members/invitations/{token}', ({ params, state }) => {
      const organization = findOrganization(state, params.slug)
      if (!organization) return organizationNotFound(params.slug)
      const invitation = state.invitations.find((entry) => entry.token === params.token && entry.slug === params.slug)
      return {
        status: 200,
        body: {
          organization_name: organization.name,
          invite_id: invitation?.invite_id,
          token_does_not_exist: !invitation,
          expired_token: invitation ? Date.parse(invitation.expires_at) < Date.parse(state.now) : false,
          email_match: invitation ? invitation.email === state.profile?.primary_email : false,
          authorized_user: state.profile !== null,
        },
      }
    }),

    route('post', '/platform/organizations/{slug}/members/invitations/{token}', ({ params, state }) => {
      const index = state.invitations.findIndex((entry) => entry.token === params.token && entry.slug === params.slug)
      const invitation = state.invitations[index]
      if (!invitation) return apiError(404, 'Invitation not found')
      if (Date.parse(invitation.expires_at) < Date.parse(state.now)) return apiError(400, 'Invitation has expired')
      state.invitations.splice(index, 1)
      joinOrganization(state, params.slug, invitation.role_id)
      return { status: 201, body: undefined }
    }),

    route('get', '/platform/organizations/{slug}/project-claim/{token}', ({ params, state }) => {
      const claim = state.projectClaims.find((entry) => entry.token === params.token && entry.slug === params.slug)
      if (!claim) return apiError(404, 'Project claim not found')
      const { token: _token, slug: _slug, ...body } = claim
      return { status: 200, body }
    }),

    route('post', '/platform/organizations/{slug}/project-claim/{token}', ({ params, state }) => {
      const organization = findOrganization(state, params.slug)
      if (!organization) return organizationNotFound(params.slug)
      const index = state.projectClaims.findIndex((entry) => entry.token === params.token && entry.slug === params.slug)
      const claim = state.projectClaims[index]
      if (!claim) return apiError(404, 'Project claim not found')
      state.projectClaims.splice(index, 1)
      state.counters.project += 1
      state.projects.push(
        buildProject({
          id: state.counters.project,
          ref: claim.project?.ref ?? claim.token,
          name: claim.project?.name ?? claim.token,
          organization,
          status: 'ACTIVE_HEALTHY',
          daysAgo: 0,
        })
      )
      return { status: 204, body: undefined }
    }),

    route('get', '/platform/organizations/{slug}/audit', ({ params, query, state }) => {
      const organization = findOrganization(state, params.slug)
      if (!organization) return organizationNotFound(params.slug)
      const start = Date.parse(query.get('iso_timestamp_start') ?? '')
      const end = Date.parse(query.get('iso_timestamp_end') ?? '')
      if (Number.isNaN(start) || Number.isNaN(end)) {
        return apiError(400, 'iso_timestamp_start and iso_timestamp_end are required ISO timestamps')
      }
      const result = (state.auditLogs[params.slug] ?? []).filter((entry) => {
        const at = Date.parse(entry.occurred_at)
        return at >= start && at <= end
      })
      return { status: 200, body: { result, retention_period: AUDIT_RETENTION_DAYS[organization.plan.id] } }
    }),

    route('get', '/platform/organizations/{slug}/available-regions', ({ params, query, state }) => {
      if (!findOrganization(state, params.slug)) return organizationNotFound(params.slug)
      const provider = query.get('cloud_provider') as CloudProvider | null
      if (!provider || !['AWS', 'AWS_K8S', 'AWS_NIMBUS', 'FLY'].includes(provider)) {
        return apiError(400, 'cloud_provider must be one of AWS, AWS_K8S, AWS_NIMBUS, FLY')
      }
      return { status: 200, body: availableRegions(provider) }
    }),
  ]
}

function availableRegions(provider: CloudProvider) {
  const regions = provider === 'FLY' ? FLY_REGIONS : MAIN_REGIONS
  const specific = regions.map((region) => ({
    code: region.code,
    name: region.displayName,
    type: 'specific' as const,
    provider,
    status: null,
  }))
  const smartGroup = [
    { code: 'americas', name: 'Americas' },
    { code: 'emea', name: 'Europe' },
    { code: 'apac', name: 'APAC' },
  ].map((group) => ({ ...group, type: 'smartGroup' as const, provider, status: null }))
  return {
    recommendations: { smartGroup: smartGroup[2], specific: specific.slice(0, 3) },
    all: { smartGroup: provider === 'FLY' ? [] : smartGroup, specific },
  }
}

function filterProjects(projects: Project[], query: URLSearchParams): Project[] {
  const search = query.get('search')?.toLowerCase().trim()
  const statuses = (query.get('statuses') ?? '').split(',').filter(Boolean)
  const sort = PROJECT_SORTS.find((candidate) => candidate === query.get('sort')) ?? 'name_asc'
  const matching = projects.filter(
    (project) =>
      (!search || project.name.toLowerCase().includes(search) || project.ref.includes(search)) &&
      (statuses.length === 0 || statuses.includes(project.status))
  )
  const byName = (a: Project, b: Project) => a.name.localeCompare(b.name)
  const byCreated = (a: Project, b: Project) => (a.inserted_at ?? '').localeCompare(b.inserted_at ?? '')
  const comparators = {
    name_asc: byName,
    name_desc: (a: Project, b: Project) => byName(b, a),
    created_asc: byCreated,
    created_desc: (a: Project, b: Project) => byCreated(b, a),
  }
  return [...matching].sort(comparators[sort])
}

function joinOrganization(state: PlatformState, slug: string, roleId: number) {
  const profile = state.profile
  if (!profile) return
  const members = (state.members[slug] ??= [])
  if (members.some((member) => member.primary_email === profile.primary_email)) return
  members.push({
    gotrue_id: profile.gotrue_id ?? String(profile.id),
    primary_email: profile.primary_email,
    username: profile.username,
    role_ids: [roleId],
    mfa_enabled: false,
    is_sso_user: false,
  })
}

function clamp(value: number, min: number, max: number) {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, Math.trunc(value))) : max
}
