import type { PgTable } from '@/lib/api/types'

/**
 * The schema visualizer's graph: one box per table of the chosen schema with its columns, and one
 * edge per foreign-key column pair between two tables of that schema. A reference to a table of
 * another schema cannot be drawn (that table is not on the canvas), so it is named on the column.
 */

export interface ColumnItem {
  name: string
  type: string
  isPrimaryKey: boolean
  isForeignKey: boolean
  isUnique: boolean
  isNullable: boolean
  /** "schema.table.column" for each column this one references (a column may be in more than one key). */
  references: string[]
}

export interface TableNode {
  /** The table's pg-meta id, as a string: the layout's node key. */
  key: string
  id: number
  name: string
  columns: ColumnItem[]
  width: number
  height: number
}

export interface ForeignKeyEdge {
  key: string
  constraintName: string
  source: string
  sourceColumn: string
  target: string
  targetColumn: string
}

export interface SchemaGraph {
  nodes: TableNode[]
  edges: ForeignKeyEdge[]
}

/** Box metrics (px at zoom 1), shared by the layout and the rendered boxes so edges meet their rows. */
export const BOX = {
  headerHeight: 32,
  rowHeight: 24,
  minWidth: 200,
  maxWidth: 360,
  /** Average glyph width of the 12px mono font the columns are set in. */
  charWidth: 7.2,
  /** Horizontal padding plus the marker and gap columns of a row. */
  rowChrome: 72,
} as const

function boxWidth(table: PgTable, columns: ColumnItem[]): number {
  const widest = Math.max(
    table.name.length + 4,
    ...columns.map((column) => column.name.length + column.type.length + 2)
  )
  return Math.round(Math.min(BOX.maxWidth, Math.max(BOX.minWidth, widest * BOX.charWidth + BOX.rowChrome)))
}

export function boxHeight(columnCount: number): number {
  // An empty table still shows one row ("No columns").
  return BOX.headerHeight + Math.max(1, columnCount) * BOX.rowHeight
}

/** The y of a column row's middle, from the top of its box. */
export function columnRowCenter(columnIndex: number): number {
  return BOX.headerHeight + (columnIndex + 0.5) * BOX.rowHeight
}

/** pg-meta names an array type by its element with a leading underscore (_text): show it as text[]. */
function displayType(format: string): string {
  return format.startsWith('_') ? `${format.slice(1)}[]` : format
}

export function buildSchemaGraph(tables: readonly PgTable[], schema: string): SchemaGraph {
  const inSchema = tables.filter((table) => table.schema === schema)
  const keyByName = new Map(inSchema.map((table) => [table.name, String(table.id)]))

  // pg-meta lists a foreign key on both of its tables, one row per column pair: keep each pair once.
  const relationships = new Map<string, PgTable['relationships'][number]>()
  for (const table of inSchema) {
    for (const relation of table.relationships) {
      const key = `${relation.id}:${relation.source_column_name}:${relation.target_column_name}`
      if (!relationships.has(key)) relationships.set(key, relation)
    }
  }

  const referencesByColumn = new Map<string, string[]>()
  const edges: ForeignKeyEdge[] = []
  for (const [key, relation] of relationships) {
    if (relation.source_schema !== schema) continue
    const source = keyByName.get(relation.source_table_name)
    if (!source) continue
    const columnKey = `${source}:${relation.source_column_name}`
    const target = relation.target_table_schema === schema ? keyByName.get(relation.target_table_name) : undefined
    const reference = `${relation.target_table_schema}.${relation.target_table_name}.${relation.target_column_name}`
    referencesByColumn.set(columnKey, [...(referencesByColumn.get(columnKey) ?? []), reference])
    if (target) {
      edges.push({
        key,
        constraintName: relation.constraint_name,
        source,
        sourceColumn: relation.source_column_name,
        target,
        targetColumn: relation.target_column_name,
      })
    }
  }

  const nodes = inSchema.map((table): TableNode => {
    const key = String(table.id)
    const primaryKeys = new Set(table.primary_keys.map((primaryKey) => primaryKey.name))
    const columns = [...(table.columns ?? [])]
      .sort((a, b) => a.ordinal_position - b.ordinal_position)
      .map((column): ColumnItem => {
        const references = referencesByColumn.get(`${key}:${column.name}`) ?? []
        return {
          name: column.name,
          type: displayType(column.format),
          isPrimaryKey: primaryKeys.has(column.name),
          isForeignKey: references.length > 0,
          isUnique: column.is_unique,
          isNullable: column.is_nullable,
          references,
        }
      })
    return { key, id: table.id, name: table.name, columns, width: boxWidth(table, columns), height: boxHeight(columns.length) }
  })
  nodes.sort((a, b) => a.name.localeCompare(b.name))
  return { nodes, edges }
}
