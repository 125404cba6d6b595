import type { components } from '@/lib/api/platform'
import type { PgColumn, PgTable } from '@/lib/api/types'
import { addColumnStatements, alterColumnStatements, dropColumnStatements, type ColumnDraft } from '@/lib/table-designer/column-sql'
import { columnDraftFromCatalog } from '@/lib/table-designer/from-catalog'
import { alterTableStatements, dropTableStatements } from '@/lib/table-designer/table-sql'
import { qualifiedName, quoteIdent, quoteLiteral } from '@/lib/sql/quote'

/**
 * postgres-meta's write endpoints (POST/PATCH/DELETE /tables and /columns) as the statements they
 * run, built by the table designer's builders: the self-hosted route handlers and the mock platform
 * both plan with these and run the result in one transaction.
 */
type Schemas = components['schemas']
export type CreateTableBody = Schemas['CreateTableBody']
export type UpdateTableBody = Schemas['UpdateTableBody']
export type CreateColumnBody = Schemas['CreateColumnBody']
export type UpdateColumnBody = Schemas['UpdateColumnBody']

export function planCreateTable(body: CreateTableBody): string[] {
  const target = qualifiedName(body.schema ?? 'public', body.name)
  const statements = [`create table ${target} ()`]
  if (body.comment) statements.push(`comment on table ${target} is ${quoteLiteral(body.comment)}`)
  return statements
}

/** The table's current primary key constraint's name is needed to replace its key. */
export function planUpdateTable(table: PgTable, body: UpdateTableBody, primaryKeyConstraint: string | null): string[] {
  const before = { schema: table.schema, name: table.name, comment: table.comment ?? '', isRlsEnabled: table.rls_enabled }
  const after = {
    schema: body.schema ?? table.schema,
    name: body.name ?? table.name,
    comment: body.comment === undefined ? before.comment : (body.comment ?? ''),
    isRlsEnabled: body.rls_enabled ?? table.rls_enabled,
  }
  const statements = alterTableStatements(before, after)
  const target = qualifiedName(after.schema, after.name)
  if (body.rls_forced !== undefined && body.rls_forced !== table.rls_forced) {
    statements.push(`alter table ${target} ${body.rls_forced ? 'force' : 'no force'} row level security`)
  }
  if (body.primary_keys) {
    if (primaryKeyConstraint) statements.push(`alter table ${target} drop constraint ${quoteIdent(primaryKeyConstraint)}`)
    if (body.primary_keys.length > 0) {
      statements.push(`alter table ${target} add primary key (${body.primary_keys.map((key) => quoteIdent(key.name)).join(', ')})`)
    }
  }
  return statements
}

export function planDeleteTable(table: PgTable, isCascade: boolean): string[] {
  return dropTableStatements(table, isCascade)
}

function draftFromBody(body: CreateColumnBody | UpdateColumnBody, base: ColumnDraft): ColumnDraft {
  const identity = body.is_identity === false ? null : body.is_identity ? (body.identity_generation ?? 'BY DEFAULT') : base.identity
  const defaultValue =
    'drop_default' in body && body.drop_default
      ? ''
      : body.default_value === undefined || body.default_value === null
        ? base.defaultValue
        : String(body.default_value)
  return {
    ...base,
    name: body.name ?? base.name,
    type: body.type ?? base.type,
    defaultValue,
    defaultFormat: body.default_value === undefined ? base.defaultFormat : (body.default_value_format ?? 'literal'),
    isPrimaryKey: 'is_primary_key' in body ? Boolean(body.is_primary_key) : base.isPrimaryKey,
    isNullable: body.is_nullable ?? base.isNullable,
    isUnique: body.is_unique ?? base.isUnique,
    identity,
    check: body.check === undefined ? base.check : (body.check ?? ''),
    comment: body.comment === undefined ? base.comment : (body.comment ?? ''),
  }
}

export function planCreateColumn(table: PgTable, body: CreateColumnBody): string[] {
  const blank: ColumnDraft = {
    name: body.name,
    type: body.type,
    defaultValue: '',
    defaultFormat: 'literal',
    isPrimaryKey: false,
    isNullable: true,
    isUnique: false,
    identity: null,
    generated: '',
    check: '',
    comment: '',
  }
  return addColumnStatements(table, draftFromBody(body, blank))
}

export function planUpdateColumn(table: PgTable, column: PgColumn, body: UpdateColumnBody): string[] {
  const before = columnDraftFromCatalog(column, table.primary_keys.map((key) => key.name))
  return alterColumnStatements(table, before, draftFromBody(body, before))
}

export function planDeleteColumn(table: PgTable, column: PgColumn, isCascade: boolean): string[] {
  return dropColumnStatements(table, column.name, isCascade)
}
