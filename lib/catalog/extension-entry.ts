import type { Extension } from './schemas/extensions-schema'

/**
 * The Postgres extension catalogue entry of SPEC §3 and the constants of SPEC §9. Its zod schema lives in
 * schemas/extensions-schema so the extensions pages do not ship zod.
 */

export const TAGS = [
  'Utility',
  'Dataset',
  'Admin',
  'Index',
  'Data Type',
  'Search',
  'Geo',
  'Audit',
  'Notifications',
  'Cryptography',
  'Language',
  'Testing',
  'Time Series',
  'AI',
] as const
export type ExtensionTag = (typeof TAGS)[number]

export const DEPRECATED_IN_PG17 = ['pgjwt', 'plcoffee', 'plls', 'plv8', 'timescaledb'] as const

/** SPEC §2: extension docs live at this path under the docs URL. */
export function extensionDocsPath(name: string): string {
  return `/guides/database/extensions/${name}`
}

/** SPEC §3 product links; `{ref}` is filled in by productUrlFor (extensions.ts). */
export const EXTENSION_PRODUCTS = {
  queryPerformance: { name: 'Query Performance Advisor', path: '/project/{ref}/advisors/query-performance' },
  cron: { name: 'Cron', path: '/project/{ref}/integrations/cron' },
  graphiql: { name: 'GraphiQL', path: '/project/{ref}/api/graphiql' },
  databaseWebhooks: { name: 'Database Webhooks', path: '/project/{ref}/database/hooks' },
  vault: { name: 'Vault', path: '/project/{ref}/settings/vault/secrets' },
  wrappers: { name: 'Database Wrappers', path: '/project/{ref}/database/wrappers' },
} as const

interface ExtensionOptions {
  /** A page of our docs (true) or an external URL. */
  docs?: true | string
  github?: string
  product?: { name: string; path: string }
  deprecated?: string[]
}

/** Compact constructor so the data files read as a table. */
export function extension(name: string, comment: string, tags: ExtensionTag[], options: ExtensionOptions = {}): Extension {
  const link = options.docs === true ? extensionDocsPath(name) : (options.docs ?? null)
  return {
    name,
    comment,
    tags,
    link,
    github_url: options.github ?? null,
    product: options.product?.name ?? null,
    product_url: options.product?.path ?? null,
    ...(options.deprecated ? { deprecated: options.deprecated } : {}),
  }
}

export const pgDocs = (page: string) => `https://www.postgresql.org/docs/current/${page}`
