import { useMutation } from '@tanstack/react-query'

import { getClientSettings } from '@/lib/api/client-settings'
import { dashboardFetch } from '@/lib/api/dashboard-client'
import type { FunctionTestAnswer, FunctionTestRequest } from '@/lib/functions/test-request'

/**
 * Sends the test console's request through the dashboard's own endpoint, which forwards it to the
 * function's URL only. On the platform the caller's token goes along (the endpoint looks the
 * project's keys up with it). A refusal or timeout becomes an Error with the endpoint's message.
 */
export async function testEdgeFunction(request: FunctionTestRequest): Promise<FunctionTestAnswer> {
  const token = await getClientSettings().settings.getAccessToken()
  const { response, body } = await dashboardFetch('POST /api/edge-functions/test', {
    body: request,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  if (!response.ok || !body || typeof body.status !== 'number') {
    const message = typeof body?.message === 'string' && body.message ? body.message : `The test endpoint answered ${response.status}`
    throw new Error(message)
  }
  return body as FunctionTestAnswer
}

export function useEdgeFunctionTestMutation() {
  return useMutation<FunctionTestAnswer, Error, FunctionTestRequest>({ mutationFn: testEdgeFunction })
}
