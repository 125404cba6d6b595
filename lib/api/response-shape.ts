import { reportError } from './error-reporter'
import { ResponseError } from './response-error'
import { readOperations, responseSchemas } from './schemas/response-schemas.generated'

/**
 * The one place platform and pg-meta answers are checked against lib/api/openapi.yaml. The client
 * (lib/api/client.ts) imports this module, and zod and the schemas with it, only when its first
 * request goes out, so the shell's first load carries none of them.
 */

/** The text shown where data would have been when an answer does not have the contract's shape. */
export const UNEXPECTED_SHAPE_MESSAGE = 'The server answered with data of an unexpected shape.'

/** Says what kind of failure an error is, beyond its HTTP status. */
export type ResponseErrorKind = 'unexpected-shape'

/**
 * A successful answer whose body does not match lib/api/openapi.yaml (a bare array where an object was
 * promised, a missing field…). Code is the HTTP status the server sent; `path` is the operation
 * ("GET /platform/…") and `issues` where the body went wrong, for the error report.
 */
export class ResponseShapeError extends ResponseError {
  readonly kind: ResponseErrorKind = 'unexpected-shape'
  readonly path: string
  readonly issues: string[]
  /** The operation was a write that answered 2xx: it succeeded, only its body broke the contract. */
  isWrite = false

  constructor(path: string, issues: string[], code?: number, requestId?: string) {
    super(UNEXPECTED_SHAPE_MESSAGE, code, requestId)
    this.name = 'ResponseShapeError'
    this.path = path
    this.issues = issues
  }
}

export function isResponseShapeError(error: unknown): error is ResponseShapeError {
  return error instanceof ResponseShapeError
}

const templateCache = new Map<string, RegExp>()

function templatePattern(template: string): RegExp {
  let pattern = templateCache.get(template)
  if (!pattern) {
    const source = template
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+')
    pattern = new RegExp(`^${source}$`)
    templateCache.set(template, pattern)
  }
  return pattern
}

/** The "METHOD /path" key of the operation a call went to; callers pass a template or a concrete path. */
export function operationKey(method: string, url: string): string | undefined {
  const path = url.split('?')[0]
  const exact = `${method} ${path}`
  if (exact in responseSchemas) return exact
  // A concrete path (/platform/projects/abc) matches its template; literal segments win over {params}.
  const candidates = Object.keys(responseSchemas).filter((key) => {
    const [keyMethod, template] = key.split(' ')
    return keyMethod === method && templatePattern(template).test(path)
  })
  candidates.sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0))
  return candidates[0]
}

function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string[] {
  return issues.slice(0, 5).map((issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`)
}

/**
 * Whether an operation ("METHOD /template") is a read: its answer is the data the caller asked for, so a
 * wrong shape fails it. Every GET is, and the writes openapi.yaml marks `x-read` (a preview, a query).
 */
function isReadOperation(key: string): boolean {
  return readOperations.has(key)
}

/**
 * Checks a parsed successful body against its operation's schema. Returns a ResponseShapeError (already
 * reported) when it does not match, undefined when it does or when no schema describes the operation.
 * The error's `isWrite` says the operation was a write: the client then treats the answer as a success
 * without data (the 2xx says the change happened; only its body is not what the contract describes).
 */
export function checkResponseShape(method: string, url: string, data: unknown, response: Response): ResponseShapeError | undefined {
  // Raw answers (application/octet-stream) are streamed to the caller; there is no JSON to check.
  if (data instanceof Response) return undefined
  // SPEC §7 reads an empty answer as "no data". A write may answer that way (204); a read that promised
  // a body and sent none is checked like any other body, so its hook never sees undefined.
  if (data === undefined && method !== 'GET') return undefined
  const key = operationKey(method, url)
  if (!key) return undefined
  const result = responseSchemas[key].safeParse(data)
  if (result.success) return undefined
  const error = new ResponseShapeError(
    key,
    describeIssues(result.error.issues),
    response.status,
    response.headers.get('X-Request-Id') ?? undefined
  )
  const isWrite = !isReadOperation(key)
  reportError(error, { path: key, operation: key, issues: error.issues, write: isWrite })
  error.isWrite = isWrite
  return error
}
