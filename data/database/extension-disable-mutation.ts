import { useMutation } from '@tanstack/react-query'

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

export function useExtensionDisableMutation(options: UseCustomMutationOptions<ExtensionDisableData, ExtensionDisableError, ExtensionDisableVariables> = {}) {
  return useMutation<ExtensionDisableData, ExtensionDisableError, ExtensionDisableVariables>({
    mutationFn: disableExtension,
    meta: { invalidates: (variables: ExtensionDisableVariables) => [databaseKeys.all(variables.projectRef)] },
    ...options,
  })
}
