import 'server-only'

import { parseConfig, type ServerConfig } from '@/lib/config/schema'

let cached: ServerConfig | undefined

/** The configuration read once from this server process's environment (DESIGN.md §1). */
export function getServerConfig(): ServerConfig {
  cached ??= parseConfig(process.env)
  return cached
}
