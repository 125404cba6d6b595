import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { ResponseError } from '@/lib/api/response-error'

import { edgeFunctionKeys } from './keys'

/** Add/update several secrets at once, and delete some: both refetch the list of names and digests. */

export interface FunctionSecretsSaveVariables {
  projectRef: string
  secrets: { name: string; value: string }[]
}

export async function saveFunctionSecrets({ projectRef, secrets }: FunctionSecretsSaveVariables): Promise<void> {
  const { error } = await platform.POST('/v1/projects/{ref}/secrets', { params: { path: { ref: projectRef } }, body: secrets })
  if (error) handleError(error)
}

export interface FunctionSecretsDeleteVariables {
  projectRef: string
  names: string[]
}

export async function deleteFunctionSecrets({ projectRef, names }: FunctionSecretsDeleteVariables): Promise<void> {
  const { error } = await platform.DELETE('/v1/projects/{ref}/secrets', { params: { path: { ref: projectRef } }, body: names })
  if (error) handleError(error)
}

export function useFunctionSecretsSaveMutation() {
  return useMutation<void, ResponseError, FunctionSecretsSaveVariables>({
    mutationFn: saveFunctionSecrets,
    meta: { invalidates: (variables: FunctionSecretsSaveVariables) => [edgeFunctionKeys.secrets(variables.projectRef)] },
  })
}

export function useFunctionSecretsDeleteMutation() {
  return useMutation<void, ResponseError, FunctionSecretsDeleteVariables>({
    mutationFn: deleteFunctionSecrets,
    meta: { invalidates: (variables: FunctionSecretsDeleteVariables) => [edgeFunctionKeys.secrets(variables.projectRef)] },
  })
}
