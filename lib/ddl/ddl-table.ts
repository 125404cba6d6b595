/**
 * The table-schema shape the DDL export reads (SPEC §3 "Table schema"): a subset of postgres-meta's
 * PgTable, so `GET /platform/pg-meta/{ref}/tables` results can be passed straight in.
 */
export interface DdlColumn {
  name: string
  data_type: string
  /** The underlying type name (udt_name): resolves data_type ARRAY ('_int4' → int4[]) and USER-DEFINED. */
  format?: string
  is_identity: boolean
  identity_generation?: string | null
  is_nullable: boolean
  /** postgres-meta gives a generated column's expression as its default_value. */
  default_value?: unknown
  is_generated?: boolean
  is_unique: boolean
  check?: string | null
}

export interface DdlRelationship {
  constraint_name: string
  source_schema?: string
  source_table_name: string
  source_column_name: string
  target_table_schema: string
  target_table_name: string
  target_column_name: string
}

export interface DdlTable {
  schema: string
  name: string
  columns?: DdlColumn[]
  primary_keys: { name: string }[]
  relationships: DdlRelationship[]
}
