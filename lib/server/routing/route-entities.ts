import 'server-only'

import { cache } from 'react'

import { NO_PROJECT_REF } from '@/lib/feature-previews/routes'
import { getServerConfig } from '@/lib/server/config'
import { requireOrganization } from '@/lib/server/platform/self-hosted-account'
import { listProjects } from '@/lib/server/projects/projects'

/**
 * The project and organization a route names, as the server sees them. Self-hosted, the server
 * holds them itself: a name, or null when there is no such project or organization (the layout
 * then answers with its not-found page). On the platform the server has no user session (it lives
 * in the browser), so it knows nothing: undefined, and the browser's guards decide.
 */
export type RouteEntityName = string | null | undefined

/** Per request: generateMetadata and the layout ask the same question once. */
export const lookupProjectName = cache(async (ref: string): Promise<RouteEntityName> => {
  const config = getServerConfig()
  // "_" stands in for "no project yet" in links (SPEC §2): the page itself offers to pick one.
  if (config.isPlatform || ref === NO_PROJECT_REF) return undefined
  try {
    return (await listProjects(config)).find((project) => project.ref === ref)?.name ?? null
  } catch (error) {
    // A registry that cannot be read now (database down) must not take the page down with it: the
    // page loads and its own requests show what failed.
    console.error(`Could not look up project ${ref}: ${(error as Error).message}`)
    return undefined
  }
})

export const lookupOrganizationName = cache(async (slug: string): Promise<RouteEntityName> => {
  if (getServerConfig().isPlatform) return undefined
  try {
    return requireOrganization(slug).name
  } catch {
    return null
  }
})
