import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'

import type { EdgeFunction } from './edge-functions-query'
import { edgeFunctionKeys } from './keys'

export interface EdgeFunctionUpdateVariables {
  projectRef: string
  slug: string
  name?: string
  verifyJwt?: boolean
}

export async function updateEdgeFunction({ projectRef, slug, name, verifyJwt }: EdgeFunctionUpdateVariables): Promise<EdgeFunction> {
  const { data, error } = await platform.PATCH('/v1/projects/{ref}/functions/{function_slug}', {
    params: { path: { ref: projectRef, function_slug: slug } },
    body: { ...(name !== undefined ? { name } : {}), ...(verifyJwt !== undefined ? { verify_jwt: verifyJwt } : {}) },
  })
  if (error) handleError(error)
  return data as EdgeFunction
}

export function useEdgeFunctionUpdateMutation(options: UseCustomMutationOptions<EdgeFunction, ResponseError, EdgeFunctionUpdateVariables> = {}) {
  return useMutation<EdgeFunction, ResponseError, EdgeFunctionUpdateVariables>({
    mutationFn: updateEdgeFunction,
    meta: {
      invalidates: (variables: EdgeFunctionUpdateVariables) => [
        edgeFunctionKeys.list(variables.projectRef),
        edgeFunctionKeys.detail(variables.projectRef, variables.slug),
      ],
    },
    ...options,
  })
}
