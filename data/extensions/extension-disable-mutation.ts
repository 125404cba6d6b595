import { useMutation } from '@tanstack/react-query'

import { projectKeys } from '@/data/projects/keys'
import { pgMetaWrite, type PgMetaContext, type PgMetaVariables } from '@/data/sql/pg-meta'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { PgExtension } from '@/lib/api/types'

export interface ExtensionDisableVariables extends PgMetaVariables {
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
}: ExtensionDisableVariables, { client }: PgMetaContext): Promise<ExtensionDisableData> {
  return pgMetaWrite('delete', '/platform/pg-meta/{ref}/extensions', { projectRef, query: { id: name, cascade } }, { client })
}

export function useExtensionDisableMutation(options: UseCustomMutationOptions<ExtensionDisableData, ExtensionDisableError, ExtensionDisableVariables> = {}) {
  return useMutation<ExtensionDisableData, ExtensionDisableError, ExtensionDisableVariables>({
    mutationFn: disableExtension,
    meta: { invalidates: (variables: ExtensionDisableVariables) => [projectKeys.database(variables.projectRef)] },
    ...options,
  })
}
