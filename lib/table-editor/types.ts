/** Shapes shared by the table editor's pure helpers (URL state, SQL builders, value encoding). */

export type SortDirection = 'asc' | 'desc'

export interface Sort {
  column: string
  direction: SortDirection
}

export const FILTER_OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'in', 'is'] as const
export type FilterOperator = (typeof FILTER_OPERATORS)[number]

export interface Filter {
  column: string
  operator: FilterOperator
  value: string
}

/** A row as the query endpoint returns it: column name → decoded JSON value. */
export type TableRow = Record<string, unknown>

/** The pg-meta column fields the editor reads (a PgColumn satisfies it). */
export interface ColumnInfo {
  name: string
  data_type: string
  format: string
  is_nullable: boolean
  is_identity: boolean
  identity_generation: 'ALWAYS' | 'BY DEFAULT' | null
  is_generated?: boolean
  is_updatable: boolean
  default_value: unknown
  enums: string[]
  is_unique?: boolean
  /** The column's CHECK expression, if any. */
  check?: string | null
}

/** The system column that orders (and identifies) rows of a table without a primary key. */
export const CTID_COLUMN = 'ctid'

/** Rows per page of the grid (keyset pagination). */
export const PAGE_SIZE = 100
