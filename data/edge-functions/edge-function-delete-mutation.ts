import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'

import { edgeFunctionKeys } from './keys'

export interface EdgeFunctionDeleteVariables {
  projectRef: string
  slug: string
}

export async function deleteEdgeFunction({ projectRef, slug }: EdgeFunctionDeleteVariables): Promise<void> {
  const { error } = await platform.DELETE('/v1/projects/{ref}/functions/{function_slug}', {
    params: { path: { ref: projectRef, function_slug: slug } },
  })
  if (error) handleError(error)
}

export function useEdgeFunctionDeleteMutation(options: UseCustomMutationOptions<void, ResponseError, EdgeFunctionDeleteVariables> = {}) {
  return useMutation<void, ResponseError, EdgeFunctionDeleteVariables>({
    mutationFn: deleteEdgeFunction,
    // The list only: the deleted function's own page is left, not refetched into a 404.
    meta: { invalidates: (variables: EdgeFunctionDeleteVariables) => [{ queryKey: edgeFunctionKeys.list(variables.projectRef), exact: true }] },
    ...options,
  })
}
