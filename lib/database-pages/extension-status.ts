import type { PgExtension } from '@/lib/api/types'
import type { PublicConfig } from '@/lib/config/schema'

/**
 * Where an extension stands in a database: installed, installable (the server ships it) or absent
 * (the server does not ship it at all, e.g. pg_cron on the embedded PGlite database).
 */
export type ExtensionAvailability = 'installed' | 'available' | 'unavailable'

export function extensionAvailability(extensions: readonly PgExtension[], name: string): ExtensionAvailability {
  const extension = extensions.find((candidate) => candidate.name === name)
  if (!extension) return 'unavailable'
  return extension.installed_version ? 'installed' : 'available'
}

/** The schema an installed extension put its objects in (pg_stat_statements lives in `extensions` on the platform). */
export function extensionSchema(extensions: readonly PgExtension[], name: string): string | null {
  const extension = extensions.find((candidate) => candidate.name === name)
  return extension?.installed_version ? (extension.schema ?? null) : null
}

/** The extensions page of a project, where an extension is enabled. */
export function extensionsPageUrl(projectRef: string): string {
  return `/project/${projectRef}/database/extensions`
}

/** Whether a project's database is the embedded PGlite (so a missing extension is PGlite's, not the server's). */
export function isEmbeddedDatabaseProject(
  config: Pick<PublicConfig, 'usesEmbeddedDatabase' | 'configuredProjectRefs'>,
  projectRef: string
): boolean {
  return Boolean(config.usesEmbeddedDatabase) && !(config.configuredProjectRefs ?? []).includes(projectRef)
}
