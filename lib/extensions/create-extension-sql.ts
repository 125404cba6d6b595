import { quoteIdent, quoteLiteral } from '@/lib/sql/quote'

export interface CreateExtensionInput {
  name: string
  schema?: string
  version?: string
  cascade?: boolean
}

/**
 * CREATE EXTENSION with every name quoted. One builder for the server that runs it and the pages that
 * show it first, so what the user reads is what runs. Without a schema the extension's control file
 * decides (pg_cron into pg_catalog, supabase_vault into vault, …).
 */
export function createExtensionSql(input: CreateExtensionInput): string {
  return [
    `create extension ${quoteIdent(input.name)}`,
    input.schema ? `schema ${quoteIdent(input.schema)}` : '',
    input.version ? `version ${quoteLiteral(input.version)}` : '',
    input.cascade ? 'cascade' : '',
  ]
    .filter(Boolean)
    .join(' ')
}
