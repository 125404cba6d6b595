import { useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { ResponseError } from '@/lib/api/response-error'
import type { Snippet } from '@/lib/api/types'

import { contentKeys } from './keys'

/** The project's saved logs queries: content of type `log_sql`, as the platform stores them. */
export async function getLogQueries({ ref }: { ref?: string }, signal?: AbortSignal): Promise<Snippet[]> {
  if (!ref) throw new Error('Project ref is required')
  const { data, error } = await platform.GET('/platform/projects/{ref}/content', {
    params: { path: { ref }, query: { type: 'log_sql' } },
    signal,
  })
  if (error) handleError(error)
  const list = Array.isArray(data?.data) ? data.data : []
  return list.filter((item) => item.type === 'log_sql').sort((a, b) => a.name.localeCompare(b.name))
}

export function useLogQueriesQuery({ ref }: { ref?: string }) {
  return useQuery<Snippet[], ResponseError>({
    queryKey: contentKeys.list(ref, 'log_sql'),
    queryFn: ({ signal }) => getLogQueries({ ref }, signal),
    enabled: Boolean(ref),
  })
}
