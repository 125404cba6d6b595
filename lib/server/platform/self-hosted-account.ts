import 'server-only'

import type { components } from '@/lib/api/platform'
import type { ServerConfig } from '@/lib/config/schema'
import { HttpError } from '@/lib/server/http/http-error'

type Schemas = components['schemas']

/** Self-hosted mode has one always-signed-in user in one organization that may do anything. */
export const DEFAULT_ORGANIZATION_ID = 1
export const DEFAULT_ORGANIZATION_SLUG = 'default-org-slug'

export function getSelfHostedProfile(config: Pick<ServerConfig, 'disabledFeatures'>): Schemas['Profile'] {
  return {
    id: 1,
    username: 'supabase',
    primary_email: 'admin@localhost',
    auth0_id: 'self-hosted',
    first_name: null,
    last_name: null,
    mobile: null,
    is_alpha_user: false,
    free_project_limit: null,
    disabled_features: config.disabledFeatures,
  }
}

export function getSelfHostedPermissions(): Schemas['Permission'][] {
  return [
    {
      organization_id: DEFAULT_ORGANIZATION_ID,
      organization_slug: DEFAULT_ORGANIZATION_SLUG,
      actions: ['%'],
      resources: ['%'],
      condition: null,
      restrictive: false,
      project_refs: null,
    },
  ]
}

export function getDefaultOrganization(): Schemas['Organization'] {
  return {
    id: DEFAULT_ORGANIZATION_ID,
    slug: DEFAULT_ORGANIZATION_SLUG,
    name: 'Default Organization',
    billing_email: null,
    billing_partner: null,
    organization_missing_address: false,
    organization_requires_mfa: false,
    restriction_status: null,
    restriction_data: null,
    plan: { id: 'enterprise', name: 'Enterprise' },
    is_owner: true,
    opt_in_tags: [],
    subscription_id: null,
    stripe_customer_id: null,
    usage_billing_enabled: false,
  }
}

export function requireOrganization(slug: string): Schemas['Organization'] {
  if (slug !== DEFAULT_ORGANIZATION_SLUG) throw new HttpError(404, `Organization "${slug}" not found`)
  return getDefaultOrganization()
}
