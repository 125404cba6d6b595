import type { HttpHandler } from 'msw'

import { findOrganization } from '../platform-state'
import { organizationNotFound } from './organizations'
import { apiError, type Route } from './route'

/** GET …/usage answers the seeded cycle's totals; GET …/usage/daily the days between start and end (inclusive). */
export function usageHandlers(route: Route): HttpHandler[] {
  return [
    route('get', '/platform/organizations/{slug}/usage', ({ params, state }) => {
      const organization = findOrganization(state, params.slug)
      const usage = state.usage[params.slug]
      if (!organization || !usage) return organizationNotFound(params.slug)
      return { status: 200, body: { usage_billing_enabled: organization.usage_billing_enabled ?? false, usages: usage.usages } }
    }),

    route('get', '/platform/organizations/{slug}/usage/daily', ({ params, query, state }) => {
      const usage = state.usage[params.slug]
      if (!findOrganization(state, params.slug) || !usage) return organizationNotFound(params.slug)
      const start = Date.parse(query.get('start') ?? '')
      const end = Date.parse(query.get('end') ?? '')
      if (Number.isNaN(start) || Number.isNaN(end)) return apiError(400, 'start and end are required ISO timestamps')
      const dayStart = start - (start % 86_400_000)
      const usages = usage.daily.filter((entry) => {
        const at = Date.parse(entry.date)
        return at >= dayStart && at <= end
      })
      return { status: 200, body: { usages } }
    }),
  ]
}
