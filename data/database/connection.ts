'use client'

import type { QueryClient } from '@tanstack/react-query'

import { useConfig } from '@/lib/config/use-config'
import {
  PROJECT_REF_REQUIRED_MESSAGE,
  projectDetailQueryOptions,
  useProjectDetailQuery,
} from '@/data/projects/project-detail-query'
import { getClientSettings } from '@/lib/api/client-settings'

/** Shown while a hosted project has no connection string yet (it is still coming up). */
export const CONNECTION_NOT_READY_MESSAGE = "The project's database is not ready to accept queries yet"


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

/**
 * The connection string a pg-meta request of this project must carry. Self-hosted there is none. On
 * the hosted platform it is part of the project's detail, read from React Query's cache (fetched once
 * when missing), so data hooks need only the project ref and never a component's help.
 */
export async function resolveConnectionString(client: QueryClient, projectRef: string): Promise<string | null> {
  if (!getClientSettings().settings.requiresConnectionEncryption) return null
  const project = await client.ensureQueryData(projectDetailQueryOptions({ ref: projectRef }))
  if (project.connectionString) return project.connectionString
  // The detail is refetched while the project comes up; ask again rather than trust a stale entry.
  const fresh = await client.fetchQuery({ ...projectDetailQueryOptions({ ref: projectRef }), staleTime: 0 })
  if (!fresh.connectionString) throw new Error(CONNECTION_NOT_READY_MESSAGE)
  return fresh.connectionString
}
