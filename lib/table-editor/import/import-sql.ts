import { inTransaction } from '@/lib/sql/transaction'
import { qualifiedName, quoteIdent, quoteLiteral } from '@/lib/sql/quote'

/**
 * The SQL of a CSV import that leaves nothing partial. Rows go in batches into an unlogged staging
 * table (same column types, no constraints, created with the target's types); one transaction then
 * moves them all into the target in CSV order and drops the staging table. A failure (or cancel)
 * before that step drops the staging table and the target is untouched; a failure in it (a unique
 * or foreign key violation) rolls the whole move back.
 */
export const LINE_COLUMN = '__import_line'

export interface ImportTarget {
  schema: string
  table: string
  /** The staging table's name, in the same schema (unique per import). */
  staging: string
  /** The target columns the CSV fills, in batch order. */
  columns: readonly string[]
  /** Columns GENERATED ALWAYS AS IDENTITY among `columns`: the move overrides the identity. */
  overridesIdentity?: boolean
}

/** dashboard_import_<16 hex>: recognisable if a closed tab leaves one behind. */
export function stagingTableName(randomHex: string): string {
  return `dashboard_import_${randomHex.replace(/[^0-9a-f]/gi, '').slice(0, 16)}`
}

export function createStagingSql({ schema, table, staging, columns }: ImportTarget): string {
  const selected = [`0::int4 as ${quoteIdent(LINE_COLUMN)}`, ...columns.map(quoteIdent)].join(', ')
  return inTransaction([
    `create unlogged table ${qualifiedName(schema, staging)} as select ${selected} from ${qualifiedName(schema, table)} with no data`,
    `comment on table ${qualifiedName(schema, staging)} is ${quoteLiteral(`CSV import into ${schema}.${table} in progress (safe to drop)`)}`,
  ])
}

export interface StagedRow {
  line: number
  values: readonly (string | null)[]
}

/** One multi-row INSERT of checked rows into the staging table (values are text; Postgres converts them). */
export function insertBatchSql({ schema, staging, columns }: ImportTarget, rows: readonly StagedRow[]): string {
  const values = rows
    .map((row) => `(${[String(row.line), ...row.values.map((value) => (value === null ? 'NULL' : quoteLiteral(value)))].join(', ')})`)
    .join(',\n')
  return `insert into ${qualifiedName(schema, staging)} (${[LINE_COLUMN, ...columns].map(quoteIdent).join(', ')}) values\n${values}`
}

/** Moves every staged row into the target in CSV order and drops the staging table, in one transaction. */
export function finishImportSql({ schema, table, staging, columns, overridesIdentity = false }: ImportTarget): string {
  const list = columns.map(quoteIdent).join(', ')
  return inTransaction([
    `insert into ${qualifiedName(schema, table)} (${list})${overridesIdentity ? ' overriding system value' : ''} select ${list} from ${qualifiedName(schema, staging)} order by ${quoteIdent(LINE_COLUMN)}`,
    `drop table ${qualifiedName(schema, staging)}`,
  ])
}

export function dropStagingSql({ schema, staging }: ImportTarget): string {
  return `drop table if exists ${qualifiedName(schema, staging)}`
}
