import type { QueryClient } from '@tanstack/react-query'

import { connectionHeader, requireProjectRef, resolveConnectionString } from '@/data/database/connection'

/**
 * The path parameter and x-connection-encrypted header of a pg-meta read, resolved inside data/ from
 * the project detail (the hosted platform needs the encrypted connection string, self-hosted none).
 */
export async function pgMetaRequest(client: QueryClient, projectRef: string | undefined) {
  const ref = requireProjectRef(projectRef)
  const connectionString = await resolveConnectionString(client, ref)
  return { path: { ref }, header: connectionHeader(connectionString) }
}

/** A pg-meta list must be an array; anything else is a server fault, shown as one rather than crashing a page. */
export function requireArray<T>(data: unknown, what: string): T[] {
  if (!Array.isArray(data)) throw new Error(`The server answered with something other than a list of ${what}`)
  return data as T[]
}
