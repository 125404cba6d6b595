import type { QueryClient } from '@tanstack/react-query'

import { PROJECT_REF_REQUIRED_MESSAGE, projectDetailQueryOptions } from '@/data/projects/project-detail-query'
import { platform } from '@/lib/api/client'
import { getClientSettings } from '@/lib/api/client-settings'
import { handleError } from '@/lib/api/handle-error'
import type { paths } from '@/lib/api/platform'

/**
 * The transport to a project's database, beside executeSql (./execute-sql.ts): every pg-meta read of
 * data/ goes through pgMetaGet, every SQL statement through executeSql, with one variables type, one
 * context type and one fetcher signature `(variables, context)`.
 */

/** Shown while a hosted project has no connection string yet (it is still coming up). */
export const CONNECTION_NOT_READY_MESSAGE = "The project's database is not ready to accept queries yet"

/**
 * What every request to a project's database is keyed by. The connection itself is never a variable:
 * it is resolved from the project detail (resolveConnectionString), so components pass only the ref.
 */
export interface PgMetaVariables {
  projectRef?: string
}

/**
 * What a data function needs from React Query to reach a project's database: the client (the hosted
 * platform's connection string is read from its cached project detail) and, for reads, the abort
 * signal. Query and mutation function contexts both have this shape, so they are passed straight in.
 */
export interface PgMetaContext {
  client: QueryClient
  signal?: AbortSignal
}

/** The x-connection-encrypted header when there is a connection string to send. */
function connectionHeader(connectionString: string | null | undefined) {
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
async function resolveConnectionString(client: QueryClient, projectRef: string): Promise<string | null> {
  if (!getClientSettings().settings.requiresConnectionEncryption) return null
  const project = await client.ensureQueryData(projectDetailQueryOptions({ ref: projectRef }))
  if (project.connectionString) return project.connectionString
  // The detail is refetched while the project comes up; ask again rather than trust a stale entry.
  const fresh = await client.fetchQuery({ ...projectDetailQueryOptions({ ref: projectRef }), staleTime: 0 })
  if (!fresh.connectionString) throw new Error(CONNECTION_NOT_READY_MESSAGE)
  return fresh.connectionString
}

/** The ref, checked, and the headers a request to that project's database carries (executeSql's too). */
export async function projectConnection(client: QueryClient, projectRef: string | undefined) {
  const ref = requireProjectRef(projectRef)
  return { ref, header: connectionHeader(await resolveConnectionString(client, ref)) }
}

/** The pg-meta paths that answer a GET. */
type PgMetaReadPath = {
  [P in keyof paths]: P extends `/platform/pg-meta/{ref}/${string}` ? (paths[P] extends { get: object } ? P : never) : never
}[keyof paths]
type ReadOperation<P extends PgMetaReadPath> = paths[P] extends { get: infer Operation } ? Operation : never
export type PgMetaQuery<P extends PgMetaReadPath> = ReadOperation<P> extends { parameters: { query?: infer Query } } ? Query : never
export type PgMetaAnswer<P extends PgMetaReadPath> =
  ReadOperation<P> extends { responses: { 200: { content: { 'application/json': infer Answer } } } } ? Answer : never

/** Reads one pg-meta resource of a project (GET /platform/pg-meta/{ref}/…), its connection resolved here. */
export async function pgMetaGet<P extends PgMetaReadPath>(
  path: P,
  { projectRef, query }: PgMetaVariables & { query?: PgMetaQuery<P> },
  { client, signal }: PgMetaContext
): Promise<PgMetaAnswer<P>> {
  const { ref, header } = await projectConnection(client, projectRef)
  // openapi-fetch cannot narrow a union of paths; pgMetaGet's own signature types the caller.
  const get = platform.GET as unknown as (path: string, init: object) => Promise<{ data?: unknown; error?: unknown }>
  const { data, error } = await get(path, { params: { path: { ref }, query, header }, signal })
  if (error) handleError(error)
  return data as PgMetaAnswer<P>
}

/** The pg-meta paths that change something with POST (or DELETE). */
type PgMetaWritePath<Method extends 'post' | 'delete'> = {
  [P in keyof paths]: P extends `/platform/pg-meta/{ref}/${string}` ? (paths[P] extends { [M in Method]: object } ? P : never) : never
}[keyof paths]
type WriteOperation<P extends keyof paths, Method extends 'post' | 'delete'> = paths[P] extends { [M in Method]: infer Operation } ? Operation : never
type WriteAnswer<Operation> = Operation extends { responses: { 200: { content: { 'application/json': infer Answer } } } } ? Answer : never
type WriteQuery<Operation> = Operation extends { parameters: { query?: infer Query } } ? Query : never
type WriteBody<Operation> = Operation extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : never

/** Changes a pg-meta resource (POST or DELETE /platform/pg-meta/{ref}/…), its connection resolved here. */
export async function pgMetaWrite<Method extends 'post' | 'delete', P extends PgMetaWritePath<Method>>(
  method: Method,
  path: P,
  { projectRef, query, body }: PgMetaVariables & { query?: WriteQuery<WriteOperation<P, Method>>; body?: WriteBody<WriteOperation<P, Method>> },
  { client, signal }: PgMetaContext
): Promise<WriteAnswer<WriteOperation<P, Method>>> {
  const { ref, header } = await projectConnection(client, projectRef)
  // openapi-fetch cannot narrow a union of paths; pgMetaWrite's own signature types the caller.
  const send = (method === 'post' ? platform.POST : platform.DELETE) as unknown as (path: string, init: object) => Promise<{ data?: unknown; error?: unknown }>
  const { data, error } = await send(path, { params: { path: { ref }, query, header }, body, signal })
  if (error) handleError(error)
  return data as WriteAnswer<WriteOperation<P, Method>>
}

/** A pg-meta list must be an array; anything else is a server fault, shown as one rather than crashing a page. */
export function requireArray<T>(data: unknown, what: string): T[] {
  if (!Array.isArray(data)) throw new Error(`The server answered with something other than a list of ${what}`)
  return data as T[]
}
