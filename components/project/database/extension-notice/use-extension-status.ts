'use client'

import { useExtensionsQuery } from '@/data/extensions/extensions-query'
import { extensionAvailability, extensionSchema, type ExtensionAvailability } from '@/lib/database-pages/extension-status'

/**
 * What a page needs to know before it reads an extension's objects: the variables its reads take, and for
 * each extension asked about whether it is installed (and in which schema), installable or absent.
 */
export function useExtensionStatus(projectRef: string, names: readonly string[]) {
  const variables = { projectRef }
  const extensions = useExtensionsQuery(variables)
  const list = extensions.data ?? []
  const status = Object.fromEntries(
    names.map((name) => [name, { availability: extensionAvailability(list, name), schema: extensionSchema(list, name) }])
  ) as Record<string, { availability: ExtensionAvailability; schema: string | null }>
  return {
    variables,
    isLoading: !extensions.data && !extensions.error,
    error: extensions.error,
    refetch: () => extensions.refetch(),
    /** The extension list itself, for QueryState. */
    query: extensions,
    status,
  }
}
