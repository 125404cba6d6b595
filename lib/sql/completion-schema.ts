import { SYSTEM_SCHEMAS } from '@/lib/constants'

export interface CompletionTable {
  schema: string
  name: string
  columns?: readonly { name: string }[]
}

/** CodeMirror lang-sql's namespace shape: schema → table → column names. */
export type CompletionNamespace = Record<string, Record<string, string[]>>

const HIDDEN_SCHEMAS = new Set<string>(SYSTEM_SCHEMAS)

/**
 * The names the editor completes: every user schema (even empty ones), its tables and their columns.
 * System schemas are left out so they do not crowd the list.
 */
export function buildCompletionNamespace(
  schemas: readonly { name: string }[],
  tables: readonly CompletionTable[]
): CompletionNamespace {
  const namespace: CompletionNamespace = {}
  for (const schema of schemas) {
    if (!HIDDEN_SCHEMAS.has(schema.name)) namespace[schema.name] ??= {}
  }
  for (const table of tables) {
    if (HIDDEN_SCHEMAS.has(table.schema)) continue
    const columns = [...(table.columns ?? [])]
      .map((column) => column.name)
      .filter((name, index, names) => names.indexOf(name) === index)
    namespace[table.schema] ??= {}
    namespace[table.schema][table.name] = columns
  }
  return namespace
}
