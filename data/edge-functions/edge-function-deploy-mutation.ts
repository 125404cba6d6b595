import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import { buildDeployForm, DEFAULT_ENTRYPOINT, type FunctionFile } from '@/lib/functions/deploy-form'

import type { EdgeFunction } from './edge-functions-query'
import { edgeFunctionKeys } from './keys'

export interface EdgeFunctionDeployVariables {
  projectRef: string
  slug: string
  name?: string
  verifyJwt: boolean
  files: FunctionFile[]
  entrypoint?: string
}

/** POST …/functions/deploy?slug= with the multipart form of lib/functions/deploy-form. */
export async function deployEdgeFunction({ projectRef, slug, name, verifyJwt, files, entrypoint = DEFAULT_ENTRYPOINT }: EdgeFunctionDeployVariables): Promise<EdgeFunction> {
  const form = buildDeployForm({ entrypoint_path: entrypoint, name: name || slug, verify_jwt: verifyJwt }, files)
  const { data, error } = await platform.POST('/v1/projects/{ref}/functions/deploy', {
    params: { path: { ref: projectRef }, query: { slug } },
    // The typed body is the form's fields; the request carries the FormData itself (its own boundary).
    body: form as never,
    bodySerializer: (body: unknown) => body as FormData,
  })
  if (error) handleError(error)
  return data as EdgeFunction
}

export function useEdgeFunctionDeployMutation(options: UseCustomMutationOptions<EdgeFunction, ResponseError, EdgeFunctionDeployVariables> = {}) {
  return useMutation<EdgeFunction, ResponseError, EdgeFunctionDeployVariables>({
    mutationFn: deployEdgeFunction,
    meta: {
      invalidates: (variables: EdgeFunctionDeployVariables) => [
        edgeFunctionKeys.list(variables.projectRef),
        edgeFunctionKeys.detail(variables.projectRef, variables.slug),
      ],
    },
    ...options,
  })
}
