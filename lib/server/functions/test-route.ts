import 'server-only'

import { isAuthenticatedRequest, isDashboardAuthEnabled } from '@/lib/server/auth/dashboard-session'
import { getServerConfig } from '@/lib/server/config'
import { errorResponse, jsonResponse } from '@/lib/server/http/http-error'
import { parseWith, readJsonBody } from '@/lib/server/http/read-body'
import { toErrorResponse } from '@/lib/server/route/self-hosted-route'
import { isCrossOriginRequest } from '@/lib/server/security/origin'

import { runFunctionTest } from './test-proxy'
import { functionTestRequestSchema } from './test-request-schema'

/**
 * POST /dashboard/api/edge-functions/test in both modes: same origin only (another site must not
 * make a visitor's browser send requests with the project's keys), the dashboard's session when it
 * is locked, and on the platform the caller's own token, which the project lookup checks.
 */
export async function handleFunctionTestRequest(request: Request): Promise<Response> {
  try {
    const config = getServerConfig()
    if (isCrossOriginRequest(request)) return errorResponse(403, 'Cross-origin requests are not allowed')
    if (!config.isPlatform && isDashboardAuthEnabled(config) && !isAuthenticatedRequest(request, config)) {
      return errorResponse(401, 'Sign in to the dashboard to test functions')
    }
    const input = parseWith(functionTestRequestSchema, await readJsonBody(request, 2 * 1024 * 1024, 'Test request'), 'test request')
    return jsonResponse(await runFunctionTest(request, config, input))
  } catch (error) {
    return toErrorResponse(error)
  }
}
