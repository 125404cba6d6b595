import { getClientSettings } from '@/lib/api/client-settings'
import { dashboardFetch, type DashboardEndpoints } from '@/lib/api/dashboard-client'

type HelperEndpoint = 'POST /api/ai/data-generator' | 'POST /api/ai/log-generator'

/**
 * Calls an AI helper route. On the hosted platform the route checks the caller's organization with
 * the caller's own token, so it goes along; a refusal (not configured, no opt-in, provider failure)
 * becomes an Error with the route's message, shown where the helper was asked.
 */
export async function callAiHelper<E extends HelperEndpoint>(
  endpoint: E,
  body: DashboardEndpoints[E]['body'],
  signal?: AbortSignal
): Promise<Partial<DashboardEndpoints[E]['answer']>> {
  const token = await getClientSettings().settings.getAccessToken()
  const { response, body: answer } = await dashboardFetch(endpoint, {
    body,
    signal,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  if (!response.ok || !answer) {
    const message = typeof answer?.message === 'string' && answer.message ? answer.message : `The AI helper answered ${response.status}`
    throw new Error(message)
  }
  return answer
}
