import { http, HttpResponse, type HttpHandler } from 'msw'

import type { paths } from '@/lib/api/platform'

import type { PlatformState } from '../platform-state'
import { answersWithWrongShape, toWrongShape, WRONG_SHAPE_HEADER } from '../wrong-shape'

/**
 * Typed MSW routes over the OpenAPI `paths`: a route names a contract path and method, and its resolver
 * must return one of that operation's documented statuses with the documented JSON body. A mock that
 * drifts from lib/api/openapi.yaml therefore fails to compile.
 */

export type PlatformPath = keyof paths
type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch' | 'head'
export type MethodOf<P extends PlatformPath> = {
  [M in HttpMethod]: NonNullable<paths[P][M]> extends never ? never : M
}[HttpMethod]
type Operation<P extends PlatformPath, M extends MethodOf<P>> = NonNullable<paths[P][M]>
type Responses<P extends PlatformPath, M extends MethodOf<P>> =
  Operation<P, M> extends { responses: infer R } ? R : never

type JsonContent<R> = R extends { content: { 'application/json': infer Body } } ? Body : undefined
type StatusOf<S> = S extends 'default' ? number : S extends `${infer N extends number}` ? N : S

/** What a resolver returns: a documented status and its body (no body for content-less responses). */
export type Reply<P extends PlatformPath, M extends MethodOf<P>> = {
  [S in keyof Responses<P, M>]: {
    status: StatusOf<S>
    body: JsonContent<Responses<P, M>[S]>
    headers?: Record<string, string>
  }
}[keyof Responses<P, M>]

export type RequestBodyOf<P extends PlatformPath, M extends MethodOf<P>> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : never

type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never
export type PathParams<P extends string> = { [K in PathParamNames<P>]: string }

export interface RouteContext<P extends PlatformPath, M extends MethodOf<P>> {
  request: Request
  params: PathParams<P>
  query: URLSearchParams
  state: PlatformState
  /** The JSON request body as the contract declares it (not validated: the mock trusts the typed client). */
  readBody: () => Promise<RequestBodyOf<P, M>>
}

export type Resolver<P extends PlatformPath, M extends MethodOf<P>> = (
  context: RouteContext<P, M>
) => Reply<P, M> | Promise<Reply<P, M>>

export interface RouteOptions {
  /** Ends in /platform, e.g. https://api.test/platform */
  baseUrl: string
  state: PlatformState
}

/** /platform/organizations/{slug} + https://x/platform → https://x/platform/organizations/:slug */
export function toMswPath(baseUrl: string, path: string): string {
  const origin = baseUrl.replace(/\/platform\/?$/, '')
  return origin + path.replace(/\{([^}]+)\}/g, ':$1')
}

class InvalidBodyError extends Error {
  constructor() {
    super('The request body must be a JSON object')
  }
}

export function createRoute({ baseUrl, state }: RouteOptions) {
  return function route<P extends PlatformPath, M extends MethodOf<P>>(
    method: M,
    path: P,
    resolver: Resolver<P, M>
  ): HttpHandler {
    return http[method](toMswPath(baseUrl, path), async ({ request, params }) => {
      const url = new URL(request.url)
      try {
        const reply = await resolver({
          request,
          params: params as PathParams<P>,
          query: url.searchParams,
          state,
          readBody: async () => {
            const body: unknown = await request.json().catch(() => undefined)
            if (!body || typeof body !== 'object') throw new InvalidBodyError()
            return body as RequestBodyOf<P, M>
          },
        })
        const answer = reply as { status: number; body: unknown; headers?: Record<string, string> }
        const operation = `${method.toUpperCase()} ${path}`
        const isSuccess = answer.status >= 200 && answer.status < 300
        if (isSuccess && Object.hasOwn(state.answerBodies, operation)) {
          const body = state.answerBodies[operation]
          answer.body = body === null ? undefined : structuredClone(body)
        } else if (isSuccess && state.requiredFieldsOnly) {
          answer.body = await toRequiredFields(operation, answer.body)
        }
        if (answersWithWrongShape(state, method, path, answer)) {
          answer.body = toWrongShape(answer.body)
          answer.headers = { ...answer.headers, [WRONG_SHAPE_HEADER]: path }
        }
        return toResponse(request, answer)
      } catch (error) {
        // A malformed body is the caller's fault: answer 400 like the platform, not MSW's 500.
        if (error instanceof InvalidBodyError) return toResponse(request, apiError(400, error.message))
        throw error
      }
    })
  }
}

export type Route = ReturnType<typeof createRoute>

/** The answer cut to what its schema requires; the schemas load on first use (zod and all of them). */
async function toRequiredFields(operation: string, body: unknown): Promise<unknown> {
  if (body === undefined) return body
  const [{ responseSchemas }, { stripToRequired }] = await Promise.all([
    import('@/lib/api/schemas/response-schemas.generated'),
    import('../contract-bodies'),
  ])
  const schema = responseSchemas[operation]
  return schema ? stripToRequired(schema, body) : body
}


function toResponse(request: Request, reply: { status: number; body: unknown; headers?: Record<string, string> }) {
  const headers = new Headers(reply.headers)
  // The client reads requestId from the response's X-Request-Id (SPEC §7).
  const requestId = request.headers.get('x-request-id')
  if (requestId) headers.set('x-request-id', requestId)
  if (reply.body === undefined || reply.status === 204 || request.method === 'HEAD') {
    return new HttpResponse(null, { status: reply.status, headers })
  }
  return HttpResponse.json(reply.body as never, { status: reply.status, headers })
}

/** An ApiError reply for any operation: every operation documents a default error response. */
export function apiError(status: number, message: string, headers?: Record<string, string>) {
  return { status, body: { message }, headers } as const
}
