import type { QueryClient } from '@tanstack/react-query'

import { PROJECT_REF_REQUIRED_MESSAGE, projectDetailQueryOptions } from '@/data/projects/project-detail-query'
import { getClientSettings } from '@/lib/api/client-settings'

/** Shown while a hosted project has no connection string yet (it is still coming up). */
export const CONNECTION_NOT_READY_MESSAGE = "The project's database is not ready to accept queries yet"

/**
 * What every pg-meta request of a project is keyed by. The connection itself is never a variable:
 * data functions resolve it from the project detail (resolveConnectionString), so components pass
 * only the ref.
 */
export interface DatabaseConnectionVariables {
  projectRef?: string
}

/**
 * What a data function needs from React Query to reach a project's database: the client (the hosted
 * platform's connection string is read from its cached project detail) and, for reads, the abort
 * signal. Query and mutation function contexts both have this shape, so they are passed straight in.
 */
export interface DatabaseRequestContext {
  client: QueryClient
  signal?: AbortSignal
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

/** The ref, checked, and the headers a pg-meta request of that project carries. */
export async function projectConnection(client: QueryClient, projectRef: string | undefined) {
  const ref = requireProjectRef(projectRef)
  return { ref, header: connectionHeader(await resolveConnectionString(client, ref)) }
}
