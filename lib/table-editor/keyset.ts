import { buildFiltersCondition } from './filters'
import { qualifiedName, quoteIdent } from '@/lib/sql/quote'
import { CTID_COLUMN, PAGE_SIZE, type Filter, type Sort, type SortDirection, type TableRow } from './types'
import { storedValueLiteral, type ColumnKind } from './value-encoding'

/**
 * Keyset ("seek") pagination: each page continues after the last row of the previous one by
 * comparing the ORDER BY columns with that row's values, so page 10,000 costs what page 1 costs
 * (no OFFSET). The order always ends with the primary key (or ctid) to make it total.
 */

export interface OrderTerm {
  column: string
  direction: SortDirection
  isNullable: boolean
  kind: ColumnKind
}

export interface ColumnShape {
  isNullable: boolean
  kind: ColumnKind
}

/** Which way a page reads: forward from the start, or backward from the end (the last page). */
export type PageDirection = 'forward' | 'backward'

/** The ORDER BY terms' values of the row a page continues from. */
export type Cursor = readonly unknown[]

export interface OrderTermsInput {
  primaryKey: readonly string[]
  sorts: readonly Sort[]
  /** Column facts for the sort columns; unknown columns are treated as nullable text. */
  columns: ReadonlyMap<string, ColumnShape>
}

/** The user's sorts, then the primary key (or ctid) as the tie-breaker, without repeats. */
export function orderTerms({ primaryKey, sorts, columns }: OrderTermsInput): OrderTerm[] {
  const terms: OrderTerm[] = []
  const seen = new Set<string>()
  const isKey = new Set(primaryKey)
  for (const sort of sorts) {
    if (seen.has(sort.column)) continue
    seen.add(sort.column)
    const shape = columns.get(sort.column)
    terms.push({
      column: sort.column,
      direction: sort.direction,
      // Primary key columns are NOT NULL whatever the metadata says.
      isNullable: isKey.has(sort.column) ? false : (shape?.isNullable ?? true),
      kind: shape?.kind ?? 'text',
    })
  }
  const tieBreakers = primaryKey.length > 0 ? primaryKey : [CTID_COLUMN]
  for (const column of tieBreakers) {
    if (seen.has(column)) continue
    seen.add(column)
    terms.push({ column, direction: 'asc', isNullable: false, kind: columns.get(column)?.kind ?? 'text' })
  }
  return terms
}

function columnSql(column: string): string {
  // ctid is a system column: quoting it would still work, but bare reads as intended.
  return column === CTID_COLUMN ? CTID_COLUMN : quoteIdent(column)
}

function effectiveDirection(direction: SortDirection, pageDirection: PageDirection): SortDirection {
  if (pageDirection === 'forward') return direction
  return direction === 'asc' ? 'desc' : 'asc'
}

/** Postgres's default null placement, spelled out so the keyset condition matches it exactly. */
function orderBySql(terms: readonly OrderTerm[], pageDirection: PageDirection): string {
  return terms
    .map((term) => {
      const direction = effectiveDirection(term.direction, pageDirection)
      return `${columnSql(term.column)} ${direction} nulls ${direction === 'asc' ? 'last' : 'first'}`
    })
    .join(', ')
}

function equalsSql(term: OrderTerm, value: unknown): string {
  if (value === null || value === undefined) return `${columnSql(term.column)} is null`
  return `${columnSql(term.column)} = ${storedValueLiteral(value, term.kind)}`
}

/** Rows strictly after `value` in this term's order, or null when none can be (nulls last, ascending). */
function afterSql(term: OrderTerm, value: unknown, direction: SortDirection): string | null {
  const column = columnSql(term.column)
  const isNullValue = value === null || value === undefined
  if (direction === 'asc') {
    if (isNullValue) return null
    const greater = `${column} > ${storedValueLiteral(value, term.kind)}`
    return term.isNullable ? `(${greater} or ${column} is null)` : greater
  }
  if (isNullValue) return `${column} is not null`
  return `${column} < ${storedValueLiteral(value, term.kind)}`
}

/** The condition "comes after the cursor row" in the page's reading order. */
export function keysetCondition(terms: readonly OrderTerm[], cursor: Cursor, pageDirection: PageDirection): string {
  if (cursor.length !== terms.length) throw new Error('The cursor does not match the sort order')
  const directions = terms.map((term) => effectiveDirection(term.direction, pageDirection))
  const isUniform = terms.every((term) => !term.isNullable) && directions.every((direction) => direction === directions[0])
  const hasNullValue = cursor.some((value) => value === null || value === undefined)
  if (isUniform && !hasNullValue) {
    // One row comparison: the form a (composite) primary key index serves directly.
    const operator = directions[0] === 'asc' ? '>' : '<'
    if (terms.length === 1) return `${columnSql(terms[0].column)} ${operator} ${storedValueLiteral(cursor[0], terms[0].kind)}`
    const left = terms.map((term) => columnSql(term.column)).join(', ')
    const right = terms.map((term, index) => storedValueLiteral(cursor[index], term.kind)).join(', ')
    return `(${left}) ${operator} (${right})`
  }
  // Lexicographic expansion: equal on the first i terms and after on term i, for some i.
  const branches: string[] = []
  terms.forEach((term, index) => {
    const after = afterSql(term, cursor[index], directions[index])
    if (after === null) return
    const equalities = terms.slice(0, index).map((previous, position) => equalsSql(previous, cursor[position]))
    branches.push([...equalities, after].map((part) => `(${part})`).join(' and '))
  })
  return branches.length === 0 ? 'false' : branches.map((branch) => `(${branch})`).join(' or ')
}

/** The cursor a page after (or before) `row` continues from. */
export function cursorFromRow(row: TableRow, terms: readonly OrderTerm[]): unknown[] {
  return terms.map((term) => row[term.column] ?? null)
}

export interface RowsQueryInput {
  schema: string
  table: string
  /** The columns to read, in display order. */
  columns: readonly string[]
  terms: readonly OrderTerm[]
  filters: readonly Filter[]
  pageDirection: PageDirection
  cursor?: Cursor | null
  /** Rows to return; the query asks for one more to learn whether another page exists. */
  limit?: number
}

/**
 * One page of rows. Backward pages come out in reverse order (the caller flips them). Tables
 * ordered by ctid also return their ctid, the row's only handle.
 */
export function buildRowsQuery({
  schema,
  table,
  columns,
  terms,
  filters,
  pageDirection,
  cursor = null,
  limit = PAGE_SIZE,
}: RowsQueryInput): string {
  const usesCtid = terms.some((term) => term.column === CTID_COLUMN)
  const selected = [...(usesCtid ? [CTID_COLUMN] : []), ...columns.map(quoteIdent)]
  const conditions = [buildFiltersCondition(filters), cursor ? keysetCondition(terms, cursor, pageDirection) : null]
    .filter((condition): condition is string => condition !== null)
    .map((condition) => `(${condition})`)
  return [
    `select ${selected.length > 0 ? selected.join(', ') : '*'}`,
    `from ${qualifiedName(schema, table)}`,
    ...(conditions.length > 0 ? [`where ${conditions.join(' and ')}`] : []),
    `order by ${orderBySql(terms, pageDirection)}`,
    `limit ${Math.max(1, Math.floor(limit)) + 1}`,
  ].join(' ')
}

export type ExportQueryInput = Omit<RowsQueryInput, 'pageDirection' | 'cursor' | 'limit'>

/**
 * Every row the grid would page through (its filters, in its order), for a streamed export: the
 * same builder as the grid's pages, without the cursor and the limit.
 */
export function buildExportQuery({ schema, table, columns, terms, filters }: ExportQueryInput): string {
  const selected = columns.length > 0 ? columns.map(quoteIdent).join(', ') : '*'
  const condition = buildFiltersCondition(filters)
  return [
    `select ${selected}`,
    `from ${qualifiedName(schema, table)}`,
    ...(condition !== null ? [`where (${condition})`] : []),
    `order by ${orderBySql(terms, 'forward')}`,
  ].join(' ')
}
