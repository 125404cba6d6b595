import 'server-only'

import { errorResponse } from '@/lib/server/http/http-error'

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
type Method = (typeof METHODS)[number]

/**
 * Route exports answering every method a route does not serve with 405, a JSON body and an Allow
 * header (Next's own 405 has an empty body, which the dashboard's client cannot explain).
 * Usage: `export const { PUT, DELETE } = methodsNotAllowed(['GET', 'POST'])`.
 */
export function methodsNotAllowed(allowed: readonly Method[]): Record<Method, () => Response> {
  const allow = allowed.join(', ')
  const handler = () => errorResponse(405, `Method not allowed: this endpoint accepts ${allow}`, {}, { Allow: allow })
  return Object.fromEntries(METHODS.map((method) => [method, handler])) as Record<Method, () => Response>
}
