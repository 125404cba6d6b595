'use client'

import { useConfig } from '@/lib/config/use-config'
import { PROJECT_REF_REQUIRED_MESSAGE, useProjectDetailQuery } from '@/data/projects/project-detail-query'

/** What each pg-meta request of a project needs. */
export interface DatabaseConnectionVariables {
  projectRef?: string
  /** The project's encrypted connection string: required on the hosted platform, unused self-hosted. */
  connectionString?: string | null
}

/** The x-connection-encrypted header when there is a connection string to send. */
export function connectionHeader(connectionString: string | null | undefined) {
  return connectionString ? { 'x-connection-encrypted': connectionString } : {}
}

export function requireProjectRef(projectRef: string | undefined): string {
  if (!projectRef) throw new Error(PROJECT_REF_REQUIRED_MESSAGE)
  return projectRef
}

/**
 * The project's connection string for pg-meta requests. On the hosted platform it comes from the
 * project detail (requests wait for it); self-hosted databases need none, so nothing is fetched.
 */
export function useDatabaseConnection(projectRef: string | undefined) {
  const { isPlatform } = useConfig()
  const project = useProjectDetailQuery({ ref: projectRef }, { enabled: isPlatform })
  const connectionString = isPlatform ? (project.data?.connectionString ?? null) : null
  return {
    connectionString,
    isReady: Boolean(projectRef) && (!isPlatform || Boolean(connectionString)),
    error: isPlatform ? project.error : null,
  }
}
