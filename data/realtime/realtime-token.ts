import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'

/** The inspector's tokens live ten minutes at most: long enough to watch a channel, short if it leaks. */
export const REALTIME_TOKEN_SECONDS = 600

/**
 * A short-lived JWT to connect to realtime as a signed-in user: the platform's temporary key with the
 * claims the inspector acts with (as the hosted dashboard does), or, self-hosted, one the dashboard's
 * server signs with SUPABASE_JWT_SECRET. No secret ever reaches the browser, only the signed token.
 */
export async function getRealtimeUserToken({ projectRef, userId }: { projectRef: string; userId: string }, signal?: AbortSignal): Promise<string> {
  const { data, error } = await platform.POST('/platform/projects/{ref}/api-keys/temporary', {
    params: {
      path: { ref: projectRef },
      query: { authorization_exp: String(REALTIME_TOKEN_SECONDS), claims: JSON.stringify({ role: 'authenticated', sub: userId }) },
    },
    signal,
  })
  if (error) handleError(error)
  if (typeof data?.api_key !== 'string') throw new Error('The server answered without a token')
  return data.api_key
}
