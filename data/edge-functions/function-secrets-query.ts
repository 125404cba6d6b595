import { useQuery } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { edgeFunctionKeys } from './keys'

/** A secret's name and the digest of its value (self-hosted: the functions reading it instead). */
export type FunctionSecret = Schemas['FunctionSecret'] & { read_by?: string[] }

export async function getFunctionSecrets({ projectRef }: { projectRef?: string }, signal?: AbortSignal): Promise<FunctionSecret[]> {
  if (!projectRef) throw new Error('projectRef is required')
  const { data, error } = await platform.GET('/v1/projects/{ref}/secrets', { params: { path: { ref: projectRef } }, signal })
  if (error) handleError(error)
  return Array.isArray(data) ? data : []
}

export function useFunctionSecretsQuery({ projectRef }: { projectRef?: string }) {
  return useQuery<FunctionSecret[], ResponseError>({
    queryKey: edgeFunctionKeys.secrets(projectRef),
    queryFn: ({ signal }) => getFunctionSecrets({ projectRef }, signal),
    enabled: Boolean(projectRef),
  })
}
