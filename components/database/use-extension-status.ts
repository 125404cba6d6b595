'use client'

import { useDatabaseConnection } from '@/data/database/connection'
import { useExtensionsQuery } from '@/data/database/extensions-query'
import { extensionAvailability, extensionSchema, type ExtensionAvailability } from '@/lib/database-pages/extension-status'

/**
 * What a page needs to know before it reads an extension's objects: the connection to use, and for
 * each extension asked about whether it is installed (and in which schema), installable or absent.
 */
export function useExtensionStatus(projectRef: string, names: readonly string[]) {
  const connection = useDatabaseConnection(projectRef)
  const variables = { projectRef, connectionString: connection.connectionString }
  const extensions = useExtensionsQuery(variables, { enabled: connection.isReady })
  const list = extensions.data ?? []
  const status = Object.fromEntries(
    names.map((name) => [name, { availability: extensionAvailability(list, name), schema: extensionSchema(list, name) }])
  ) as Record<string, { availability: ExtensionAvailability; schema: string | null }>
  return {
    variables,
    isConnectionReady: connection.isReady,
    isLoading: !extensions.data && !extensions.error && !connection.error,
    error: connection.error ?? extensions.error,
    refetch: () => extensions.refetch(),
    status,
  }
}
