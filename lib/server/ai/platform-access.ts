import 'server-only'

import { AI_SQL_GENERATOR_OPT_IN, aiOptInRequiredMessage, isAiFeatureAllowed, type AiFeatureOptIn } from '@/lib/ai/opt-in'
import type { ServerConfig } from '@/lib/config/schema'
import { HttpError } from '@/lib/server/http/http-error'

/**
 * On the hosted platform this server cannot see sessions or organizations itself, so it asks the
 * platform API with the caller's own Authorization header: the project lookup proves the caller may
 * see the project, and the caller's organization list says whether it opted in to the helper asked
 * for (the assistant's chat is the SQL generator). Two requests per call; cheap next to the model call
 * they guard.
 */
export async function assertPlatformAccess(
  request: Request,
  projectRef: string,
  config: Pick<ServerConfig, 'platformApiUrl' | 'isAiConfigured' | 'isPlatform'>,
  feature: AiFeatureOptIn = AI_SQL_GENERATOR_OPT_IN
): Promise<void> {
  const authorization = request.headers.get('authorization')
  if (!authorization?.startsWith('Bearer ')) throw new HttpError(401, 'Sign in to use the AI assistant')
  if (!/^https?:\/\//.test(config.platformApiUrl)) {
    throw new HttpError(500, 'PLATFORM_API_URL must be an absolute URL in platform mode')
  }

  const project = await getPlatformJson<{ organization_id?: unknown }>(config.platformApiUrl, `/projects/${encodeURIComponent(projectRef)}`, authorization)
  const organizations = await getPlatformJson<unknown>(config.platformApiUrl, '/organizations', authorization)
  const organization = Array.isArray(organizations)
    ? (organizations as { id?: unknown; opt_in_tags?: unknown }[]).find((item) => item?.id === project.organization_id)
    : undefined
  const optInTags = Array.isArray(organization?.opt_in_tags) ? (organization.opt_in_tags as string[]) : []
  if (!isAiFeatureAllowed(feature, { ...config, organizationOptInTags: optInTags })) {
    throw new HttpError(403, aiOptInRequiredMessage(feature))
  }
}

async function getPlatformJson<T>(platformApiUrl: string, path: string, authorization: string): Promise<T> {
  let response: Response
  try {
    response = await fetch(`${platformApiUrl}${path}`, {
      headers: { Authorization: authorization, Accept: 'application/json' },
      cache: 'no-store',
    })
  } catch (error) {
    throw new HttpError(502, `Could not reach the platform API: ${(error as Error).message}`)
  }
  const body: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const message = (body as { message?: unknown } | undefined)?.message
    // Only the caller's own failures (signed out, no access, unknown project) are passed through.
    const status = [401, 403, 404].includes(response.status) ? response.status : 502
    throw new HttpError(status, typeof message === 'string' && message ? message : `The platform API answered ${response.status}`)
  }
  return body as T
}
