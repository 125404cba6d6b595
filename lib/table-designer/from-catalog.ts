import type { PgColumn, PgTable } from '@/lib/api/types'

import type { ColumnDraft } from './column-sql'
import type { ForeignKeyDraft } from './foreign-key-sql'
import type { TableDraft } from './table-sql'

/**
 * The designer's drafts from what pg-meta reports, so editing starts from the table as it is and the
 * diff against it is exactly what the user changed. The type comes from `full_type` (modifiers and
 * the domain's own name kept), falling back to postgres-meta's fields on a server without it.
 */
export function columnDraftFromCatalog(column: PgColumn, primaryKeys: readonly string[]): ColumnDraft {
  const fallbackType = column.data_type === 'ARRAY' && column.format.startsWith('_') ? `${column.format.slice(1)}[]` : column.format
  const generated = column.is_generated ? (column.generated_expression ?? '') : ''
  return {
    name: column.name,
    type: column.full_type ?? fallbackType,
    defaultValue: column.is_identity || generated ? '' : column.default_value == null ? '' : String(column.default_value),
    defaultFormat: 'expression',
    isPrimaryKey: primaryKeys.includes(column.name),
    isNullable: column.is_nullable,
    isUnique: column.is_unique,
    identity: column.is_identity ? (column.identity_generation === 'ALWAYS' ? 'ALWAYS' : 'BY DEFAULT') : null,
    generated: stripParentheses(generated),
    check: column.check ? stripParentheses(column.check) : '',
    comment: column.comment ?? '',
  }
}

/** pg_get_expr wraps checks and generation expressions in one pair of parentheses; the form shows them bare. */
function stripParentheses(expression: string): string {
  const trimmed = expression.trim()
  if (!trimmed.startsWith('(') || !trimmed.endsWith(')')) return trimmed
  let depth = 0
  for (let index = 0; index < trimmed.length; index += 1) {
    if (trimmed[index] === '(') depth += 1
    else if (trimmed[index] === ')') depth -= 1
    if (depth === 0 && index < trimmed.length - 1) return trimmed
  }
  return trimmed.slice(1, -1)
}

/** The table's own foreign keys, one per constraint with its columns in key order. */
export function foreignKeysFromCatalog(table: Pick<PgTable, 'schema' | 'name' | 'relationships'>): ForeignKeyDraft[] {
  const byConstraint = new Map<string, ForeignKeyDraft>()
  for (const relation of table.relationships) {
    if (relation.source_schema !== table.schema || relation.source_table_name !== table.name) continue
    const key = byConstraint.get(relation.constraint_name) ?? {
      name: relation.constraint_name,
      columns: [],
      referencedSchema: relation.target_table_schema,
      referencedTable: relation.target_table_name,
      referencedColumns: [],
      onDelete: 'NO ACTION',
      onUpdate: 'NO ACTION',
    }
    key.columns.push(relation.source_column_name)
    key.referencedColumns.push(relation.target_column_name)
    byConstraint.set(relation.constraint_name, key)
  }
  return [...byConstraint.values()]
}

export function tableDraftFromCatalog(table: PgTable): TableDraft {
  const primaryKeys = table.primary_keys.map((key) => key.name)
  return {
    schema: table.schema,
    name: table.name,
    comment: table.comment ?? '',
    isRlsEnabled: table.rls_enabled,
    columns: (table.columns ?? []).map((column) => columnDraftFromCatalog(column, primaryKeys)),
    foreignKeys: foreignKeysFromCatalog(table),
  }
}
