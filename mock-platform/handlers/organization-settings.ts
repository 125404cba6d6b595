import type { HttpHandler } from 'msw'

import { hasPermission } from '@/lib/permissions/has-permission'

import { findOrganization } from '../platform-state'
import { organizationNotFound } from './organizations'
import { apiError, type Route } from './route'

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Renaming, the billing email and deleting an organization (refused while it still has projects). */
export function organizationSettingsHandlers(route: Route): HttpHandler[] {
  return [
    route('patch', '/platform/organizations/{slug}', async ({ params, state, readBody }) => {
      const organization = findOrganization(state, params.slug)
      if (!organization) return organizationNotFound(params.slug)
      if (!hasPermission(state.permissions, { organizationSlug: params.slug, action: 'write:Update', resource: 'organizations' })) {
        return apiError(403, 'You do not have permission to update this organization')
      }
      const body = await readBody()
      if (body.name !== undefined) {
        const name = body.name.trim()
        if (!name || name.length > 64) return apiError(400, 'name must be 1 to 64 characters')
        organization.name = name
      }
      if (body.billing_email !== undefined) {
        if (!EMAIL_PATTERN.test(body.billing_email.trim())) return apiError(400, 'billing_email must be an email address')
        organization.billing_email = body.billing_email.trim()
        // The payment provider's customer carries the same email, so the billing profile follows.
        const customer = state.customers[params.slug]
        if (customer) customer.email = organization.billing_email
      }
      return { status: 200, body: organization }
    }),

    route('delete', '/platform/organizations/{slug}', ({ params, state }) => {
      const organization = findOrganization(state, params.slug)
      if (!organization) return organizationNotFound(params.slug)
      if (!hasPermission(state.permissions, { organizationSlug: params.slug, action: 'write:Delete', resource: 'organizations' })) {
        return apiError(403, 'You do not have permission to delete this organization')
      }
      if (state.projects.some((project) => project.organization_id === organization.id)) {
        return apiError(400, 'Delete or transfer the organization’s projects first')
      }
      state.organizations = state.organizations.filter((candidate) => candidate.slug !== params.slug)
      return { status: 200, body: undefined }
    }),
  ]
}
