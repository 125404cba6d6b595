import 'server-only'

import { createHash } from 'node:crypto'

import type { components } from '@/lib/api/platform'
import type { ServerConfig } from '@/lib/config/schema'

import { getProject } from './projects'

type ApiKey = components['schemas']['ApiKey']

/** The first 16 hex digits of the key's SHA-256: enough to tell two keys apart, nothing to use. */
export function keyFingerprint(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 16)
}

/**
 * GET /v1/projects/{ref}/api-keys, self-hosted: the keys the dashboard server is configured with.
 * The anon key is public by design (browsers already hold it); SUPABASE_SERVICE_KEY bypasses Row
 * Level Security, so only that it is set and its fingerprint leave the server, never the key.
 * An unset key is left out: the page says which variable to set.
 */
export async function getConfiguredApiKeys(config: ServerConfig, ref: string): Promise<ApiKey[]> {
  await getProject(config, ref)
  const keys: ApiKey[] = []
  if (config.supabaseAnonKey) {
    keys.push({ id: 'anon', type: 'legacy', name: 'anon', api_key: config.supabaseAnonKey, hash: keyFingerprint(config.supabaseAnonKey) })
  }
  if (config.supabaseServiceKey) {
    keys.push({ id: 'service_role', type: 'legacy', name: 'service_role', api_key: null, hash: keyFingerprint(config.supabaseServiceKey) })
  }
  return keys
}
