import { SYSTEM_SCHEMAS } from '@/lib/constants'
import { quoteLiteral } from '@/lib/sql/quote'

/**
 * Schemas whose objects belong to Postgres or to the platform's services (auth, storage, realtime,
 * vault, cron, …), not to the user's application: advisors and lists leave them out.
 */
export const MANAGED_SCHEMAS = [
  ...SYSTEM_SCHEMAS,
  'auth',
  'storage',
  'realtime',
  'extensions',
  'graphql',
  'graphql_public',
  'vault',
  'pgsodium',
  'pgsodium_masks',
  'net',
  'supabase_functions',
  'supabase_migrations',
  'cron',
  'pgbouncer',
  'pgtle',
] as const

/** `<column> not in ('information_schema', …) and <column> not like 'pg\_%'` */
export function userSchemaCondition(column: string): string {
  return `${column} not in (${MANAGED_SCHEMAS.map(quoteLiteral).join(', ')}) and ${column} not like 'pg\\_%'`
}
