import { useMutation } from '@tanstack/react-query'

import { projectKeys } from '@/data/projects/keys'
import { pgMetaWrite, type PgMetaContext, type PgMetaVariables } from '@/data/sql/pg-meta'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { PgExtension } from '@/lib/api/types'

export interface ExtensionEnableVariables extends PgMetaVariables {
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
}: ExtensionEnableVariables, { client }: PgMetaContext): Promise<ExtensionEnableData> {
  return pgMetaWrite('post', '/platform/pg-meta/{ref}/extensions', { projectRef, body: { name, schema, version, cascade } }, { client })
}

export function useExtensionEnableMutation(options: UseCustomMutationOptions<ExtensionEnableData, ExtensionEnableError, ExtensionEnableVariables> = {}) {
  return useMutation<ExtensionEnableData, ExtensionEnableError, ExtensionEnableVariables>({
    mutationFn: enableExtension,
    // Extensions bring types, functions and sometimes tables: refresh the whole database view.
    meta: { invalidates: (variables: ExtensionEnableVariables) => [projectKeys.database(variables.projectRef)] },
    ...options,
  })
}
