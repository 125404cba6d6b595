import 'server-only'

import type { components } from '@/lib/api/platform'
import type { ServerConfig } from '@/lib/config/schema'
import { HttpError } from '@/lib/server/http/http-error'

import { findProjectSource, withDatabaseName, type ProjectSource } from './project-databases'
import { getProject } from './projects'

type ProjectSettings = components['schemas']['ProjectSettings']

/**
 * The platform's project settings, as far as a self-hosted dashboard has them: the database the
 * project lives in (never its password) and the API gateway and keys from SUPABASE_URL,
 * SUPABASE_ANON_KEY and SUPABASE_SERVICE_KEY. An embedded PGlite database has no server to connect
 * to: its db_host is empty.
 */
export async function getSelfHostedProjectSettings(config: ServerConfig, ref: string): Promise<ProjectSettings> {
  const project = await getProject(config, ref)
  const source = await findProjectSource(config, ref)
  if (!source) throw new HttpError(404, `Project "${ref}" not found`)
  const database = databaseParts(databaseUrlOf(config, source))
  const keys: ProjectSettings['service_api_keys'] = []
  if (config.supabaseAnonKey) keys.push({ name: 'anon key', tags: 'anon', api_key: config.supabaseAnonKey })
  if (config.supabaseServiceKey) keys.push({ name: 'service_role key', tags: 'service_role', api_key: config.supabaseServiceKey })
  return {
    ref: project.ref,
    name: project.name,
    status: project.status,
    region: project.region,
    inserted_at: project.inserted_at,
    ...database,
    app_config: { endpoint: config.supabasePublicUrl ?? config.supabaseUrl ?? '', db_schema: 'public' },
    service_api_keys: keys,
  }
}

/** The connection URL of the project's database, or null for an embedded PGlite one. */
function databaseUrlOf(config: ServerConfig, source: ProjectSource): string | null {
  switch (source.kind) {
    case 'default':
      return config.postgresUrl ?? null
    case 'configured':
      return source.connectionString
    case 'created':
      if (source.project.backend === 'pglite' || !config.postgresUrl || !source.project.database) return null
      return withDatabaseName(config.postgresUrl, source.project.database)
  }
}

function databaseParts(url: string | null): Pick<ProjectSettings, 'db_host' | 'db_port' | 'db_name' | 'db_user'> {
  const empty = { db_host: '', db_port: 0, db_name: '', db_user: '' }
  if (!url) return empty
  try {
    const parsed = new URL(url)
    // Only the address: the password in the URL stays on the server.
    return {
      db_host: parsed.hostname || 'localhost',
      db_port: Number(parsed.port) || 5432,
      db_name: decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'postgres',
      db_user: decodeURIComponent(parsed.username) || 'postgres',
    }
  } catch {
    return empty
  }
}
