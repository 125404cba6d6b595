import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { PgExtension } from '@/lib/api/types'

import { projectConnection, type DatabaseConnectionVariables, type DatabaseRequestContext } from './connection'
import { databaseKeys } from './keys'

export interface ExtensionEnableVariables extends DatabaseConnectionVariables {
  name: string
  /** The schema the extension's objects go into. */
  schema?: string
  version?: string
  /** Also install the extensions it requires. */
  cascade?: boolean
}
export type ExtensionEnableData = PgExtension
export type ExtensionEnableError = ResponseError

export async function enableExtension({
  projectRef,
  name,
  schema,
  version,
  cascade,
}: ExtensionEnableVariables, { client }: DatabaseRequestContext): Promise<ExtensionEnableData> {
  const { ref, header } = await projectConnection(client, projectRef)
  const { data, error } = await platform.POST('/platform/pg-meta/{ref}/extensions', {
    params: { path: { ref }, header },
    body: { name, schema, version, cascade },
  })
  if (error) handleError(error)
  return data
}

export function useExtensionEnableMutation(options: UseCustomMutationOptions<ExtensionEnableData, ExtensionEnableError, ExtensionEnableVariables> = {}) {
  return useMutation<ExtensionEnableData, ExtensionEnableError, ExtensionEnableVariables>({
    mutationFn: enableExtension,
    // Extensions bring types, functions and sometimes tables: refresh the whole database view.
    meta: { invalidates: (variables: ExtensionEnableVariables) => [databaseKeys.all(variables.projectRef)] },
    ...options,
  })
}
