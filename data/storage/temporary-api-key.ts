import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'

/** A short-lived service-role key (seconds; the platform allows at most an hour), e.g. for uploads. */
export async function getTemporaryApiKey(
  { projectRef, expiry = 300 }: { projectRef: string; expiry?: number },
  signal?: AbortSignal
): Promise<string> {
  if (!projectRef) throw new Error('projectRef is required')
  const { data, error } = await platform.POST('/platform/projects/{ref}/api-keys/temporary', {
    params: {
      path: { ref: projectRef },
      query: { authorization_exp: String(expiry), claims: JSON.stringify({ role: 'service_role' }) },
    },
    signal,
  })
  if (error) handleError(error)
  if (typeof data?.api_key !== 'string') throw new Error('The platform answered without an API key')
  return data.api_key
}
