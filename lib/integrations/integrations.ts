import { graphiqlRoute } from '@/lib/feature-previews/routes'

/** One integration of a project: a page of the dashboard over a Postgres extension. */
export interface Integration {
  id: 'cron' | 'webhooks' | 'vault' | 'wrappers' | 'graphiql'
  name: string
  description: string
  /** The extensions that make it work, the preferred one first; any one installed is enough. */
  extensions: readonly string[]
  href: (ref: string, flags: { isApiSidePanelEnabled: boolean }) => string
}

export const INTEGRATIONS: readonly Integration[] = [
  {
    id: 'cron',
    name: 'Cron',
    description: 'Schedule recurring jobs in the database: SQL snippets, database functions or HTTP requests.',
    extensions: ['pg_cron'],
    href: (ref) => `/project/${ref}/integrations/cron`,
  },
  {
    id: 'webhooks',
    name: 'Database webhooks',
    description: 'Send an HTTP request when rows of a table are inserted, updated or deleted.',
    extensions: ['pg_net'],
    href: (ref) => `/project/${ref}/database/hooks`,
  },
  {
    id: 'vault',
    name: 'Vault',
    description: 'Keep API keys and other secrets encrypted in the database, readable by SQL that is allowed to.',
    extensions: ['supabase_vault'],
    href: (ref) => `/project/${ref}/settings/vault/secrets`,
  },
  {
    id: 'wrappers',
    name: 'Wrappers',
    description: 'Query other databases and services as if they were tables, through foreign data wrappers.',
    extensions: ['wrappers', 'postgres_fdw', 'file_fdw'],
    href: (ref) => `/project/${ref}/database/wrappers`,
  },
  {
    id: 'graphiql',
    name: 'GraphiQL',
    description: "Explore and query the database's GraphQL API in the browser.",
    extensions: ['pg_graphql'],
    href: (ref, { isApiSidePanelEnabled }) => graphiqlRoute(ref, isApiSidePanelEnabled),
  },
]

export type IntegrationStatus =
  | { kind: 'installed'; extension: string }
  | { kind: 'available'; extension: string }
  | { kind: 'unavailable' }

/**
 * Where an integration stands, from the database's extension list: installed when one of its
 * extensions is, else enable-able with the first one the server ships, else not available here.
 */
export function integrationStatus(
  integration: Integration,
  availability: (extension: string) => 'installed' | 'available' | 'unavailable'
): IntegrationStatus {
  const installed = integration.extensions.find((extension) => availability(extension) === 'installed')
  if (installed) return { kind: 'installed', extension: installed }
  const available = integration.extensions.find((extension) => availability(extension) === 'available')
  return available ? { kind: 'available', extension: available } : { kind: 'unavailable' }
}
