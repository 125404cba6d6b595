import type { ZodType } from 'zod'

import { reportError } from './error-reporter'
import { ResponseShapeError } from './response-error'

/**
 * The one place platform and pg-meta answers are checked against lib/api/openapi.yaml. The schemas
 * (and zod with them) are a separate chunk loaded with the first request, so the shell's first load
 * does not carry them.
 */

type Schemas = Record<string, ZodType>

let loading: Promise<Schemas | null> | null = null

/** Starts loading the schemas (once); resolves to null when the chunk cannot load, so reads still work. */
export function loadResponseSchemas(): Promise<Schemas | null> {
  loading ??= import('./schemas/response-schemas.generated').then(
    (module) => module.responseSchemas,
    () => {
      // A failed chunk (a deploy replaced it, the network dropped) must not fail every read: try
      // again with the next request and skip the check for this one.
      loading = null
      return null
    }
  )
  return loading
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
export function operationKey(schemas: Schemas, method: string, url: string): string | undefined {
  const path = url.split('?')[0]
  const exact = `${method} ${path}`
  if (exact in schemas) return exact
  // A concrete path (/platform/projects/abc) matches its template; literal segments win over {params}.
  const candidates = Object.keys(schemas).filter((key) => {
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
 * Checks a parsed successful body against its operation's schema. Returns a ResponseShapeError (already
 * reported) when it does not match, undefined when it does or when no schema describes the operation.
 */
export async function checkResponseShape(
  schemasPromise: Promise<Schemas | null>,
  method: string,
  url: string,
  data: unknown,
  response: Response
): Promise<ResponseShapeError | undefined> {
  // Raw answers (application/octet-stream) are streamed to the caller; there is no JSON to check.
  if (data instanceof Response) return undefined
  // SPEC §7 reads an empty answer as "no data". A write may answer that way (204); a read that promised
  // a body and sent none is checked like any other body, so its hook never sees undefined.
  if (data === undefined && method !== 'GET') return undefined
  const schemas = await schemasPromise
  if (!schemas) return undefined
  const key = operationKey(schemas, method, url)
  if (!key) return undefined
  const result = schemas[key].safeParse(data)
  if (result.success) return undefined
  const error = new ResponseShapeError(
    key,
    describeIssues(result.error.issues),
    response.status,
    response.headers.get('X-Request-Id') ?? undefined
  )
  reportError(error, { path: key, issues: error.issues })
  return error
}
