import { useMutation, useQueryClient } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { PgExtension } from '@/lib/api/types'

import { projectConnection, type DatabaseConnectionVariables, type DatabaseRequestContext } from './connection'
import { databaseKeys } from './keys'

export interface ExtensionDisableVariables extends DatabaseConnectionVariables {
  name: string
  /** Also drop the objects that depend on the extension. */
  cascade?: boolean
}
export type ExtensionDisableData = PgExtension
export type ExtensionDisableError = ResponseError

export async function disableExtension({
  projectRef,
  name,
  cascade = false,
}: ExtensionDisableVariables, { client }: DatabaseRequestContext): Promise<ExtensionDisableData> {
  const { ref, header } = await projectConnection(client, projectRef)
  const { data, error } = await platform.DELETE('/platform/pg-meta/{ref}/extensions', {
    params: { path: { ref }, query: { id: name, cascade }, header },
  })
  if (error) handleError(error)
  return data
}

export function useExtensionDisableMutation({
  onSuccess,
  ...options
}: UseCustomMutationOptions<ExtensionDisableData, ExtensionDisableError, ExtensionDisableVariables> = {}) {
  const queryClient = useQueryClient()
  return useMutation<ExtensionDisableData, ExtensionDisableError, ExtensionDisableVariables>({
    mutationFn: disableExtension,
    async onSuccess(data, variables, onMutateResult, context) {
      await queryClient.invalidateQueries({ queryKey: databaseKeys.all(variables.projectRef) })
      await onSuccess?.(data, variables, onMutateResult, context)
    },
    ...options,
  })
}
