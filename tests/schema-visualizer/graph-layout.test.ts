import { describe, expect, it } from 'vitest'

import type { PgColumn, PgTable } from '@/lib/api/types'
import { BOX, buildSchemaGraph, columnRowCenter } from '@/lib/schema-visualizer/graph'
import { connectedComponents, layoutSchemaGraph, packRows, routeEdge } from '@/lib/schema-visualizer/layout'

function column(tableId: number, table: string, name: string, position: number, overrides: Partial<PgColumn> = {}): PgColumn {
  return {
    id: `${tableId}.${position}`,
    table_id: tableId,
    schema: 'app',
    table,
    name,
    ordinal_position: position,
    data_type: 'bigint',
    format: 'int8',
    is_identity: false,
    identity_generation: null,
    is_nullable: true,
    is_updatable: true,
    is_unique: false,
    default_value: null,
    check: null,
    enums: [],
    comment: null,
    ...overrides,
  }
}

type Relationship = PgTable['relationships'][number]

function relation(id: number, source: [string, string, string], target: [string, string, string]): Relationship {
  return {
    id,
    constraint_name: `${source[1]}_${source[2]}_fkey`,
    source_schema: source[0],
    source_table_name: source[1],
    source_column_name: source[2],
    target_table_schema: target[0],
    target_table_name: target[1],
    target_column_name: target[2],
  }
}

function table(id: number, name: string, columns: PgColumn[], primaryKeys: string[], relationships: Relationship[] = [], schema = 'app'): PgTable {
  return {
    id,
    schema,
    name,
    rls_enabled: false,
    live_rows_estimate: 0,
    size: '8 kB',
    comment: null,
    columns,
    primary_keys: primaryKeys.map((key) => ({ schema, table_name: name, name: key, table_id: id })),
    relationships,
  }
}

// authors <- books.author_id; books <- reviews.book_id (twice listed, as pg-meta lists a key on both tables);
// books.publisher_id -> other.publishers (another schema); lonely has no keys.
const booksAuthor = relation(11, ['app', 'books', 'author_id'], ['app', 'authors', 'id'])
const booksPublisher = relation(12, ['app', 'books', 'publisher_id'], ['other', 'publishers', 'id'])
const reviewsBook = relation(13, ['app', 'reviews', 'book_id'], ['app', 'books', 'id'])
const TABLES: PgTable[] = [
  table(2, 'books', [
    column(2, 'books', 'publisher_id', 3, { format: 'uuid' }),
    column(2, 'books', 'id', 1, { is_nullable: false }),
    column(2, 'books', 'author_id', 2, { is_nullable: false }),
    column(2, 'books', 'tags', 4, { format: '_text' }),
  ], ['id'], [booksAuthor, booksPublisher, reviewsBook]),
  table(1, 'authors', [column(1, 'authors', 'id', 1, { is_nullable: false }), column(1, 'authors', 'email', 2, { format: 'text', is_unique: true })], ['id'], [booksAuthor]),
  table(3, 'reviews', [column(3, 'reviews', 'id', 1), column(3, 'reviews', 'book_id', 2)], ['id'], [reviewsBook]),
  table(4, 'lonely', [], []),
  table(9, 'publishers', [column(9, 'publishers', 'id', 1)], ['id'], [booksPublisher], 'other'),
]

describe('buildSchemaGraph', () => {
  const graph = buildSchemaGraph(TABLES, 'app')

  it('keeps the tables of the schema only, by name, with their columns in table order', () => {
    expect(graph.nodes.map((node) => node.name)).toEqual(['authors', 'books', 'lonely', 'reviews'])
    const books = graph.nodes.find((node) => node.name === 'books')!
    expect(books.columns.map((item) => item.name)).toEqual(['id', 'author_id', 'publisher_id', 'tags'])
    expect(books.columns[3].type).toBe('text[]')
  })

  it('marks primary keys, foreign keys, unique and nullable columns', () => {
    const books = graph.nodes.find((node) => node.name === 'books')!
    expect(books.columns[0]).toMatchObject({ isPrimaryKey: true, isForeignKey: false, isNullable: false })
    expect(books.columns[1]).toMatchObject({ isPrimaryKey: false, isForeignKey: true, references: ['app.authors.id'] })
    const authors = graph.nodes.find((node) => node.name === 'authors')!
    expect(authors.columns[1]).toMatchObject({ isUnique: true, isNullable: true, isForeignKey: false })
  })

  it('draws each key once, between tables of the schema; a key to another schema is named on its column', () => {
    expect(graph.edges.map((edge) => [edge.source, edge.sourceColumn, edge.target, edge.targetColumn])).toEqual([
      ['2', 'author_id', '1', 'id'],
      ['3', 'book_id', '2', 'id'],
    ])
    const books = graph.nodes.find((node) => node.name === 'books')!
    expect(books.columns[2]).toMatchObject({ isForeignKey: true, references: ['other.publishers.id'] })
  })

  it('sizes boxes from their rows, with one row for a table without columns', () => {
    const lonely = graph.nodes.find((node) => node.name === 'lonely')!
    expect(lonely.height).toBe(BOX.headerHeight + BOX.rowHeight)
    expect(lonely.width).toBe(BOX.minWidth)
    const books = graph.nodes.find((node) => node.name === 'books')!
    expect(books.height).toBe(BOX.headerHeight + 4 * BOX.rowHeight)
  })
})

describe('connectedComponents and packRows', () => {
  it('groups tables joined by keys', () => {
    const graph = buildSchemaGraph(TABLES, 'app')
    const groups = connectedComponents(graph.nodes, graph.edges).map((group) => [...group].sort())
    expect(groups).toEqual([['1', '2', '3'], ['4']])
  })

  it('packs the tallest first into rows about 1.6 times wider than the whole is tall, without overlap', () => {
    const sizes = Array.from({ length: 16 }, (_, index) => ({ width: 100, height: 100 + (index % 4) }))
    const positions = packRows(sizes, 0)
    const width = Math.max(...positions.map((point, index) => point.x + sizes[index].width))
    const height = Math.max(...positions.map((point, index) => point.y + sizes[index].height))
    expect(width / height).toBeGreaterThan(1)
    expect(width / height).toBeLessThan(2.5)
    // The four tallest (height 103) open the first row.
    expect(positions[3]).toEqual({ x: 0, y: 0 })
    for (let a = 0; a < sizes.length; a++) {
      for (let b = a + 1; b < sizes.length; b++) {
        const apart =
          positions[a].x + sizes[a].width <= positions[b].x || positions[b].x + sizes[b].width <= positions[a].x ||
          positions[a].y + sizes[a].height <= positions[b].y || positions[b].y + sizes[b].height <= positions[a].y
        expect(apart).toBe(true)
      }
    }
  })
})

describe('layoutSchemaGraph', () => {
  it('puts referenced tables left of the tables that reference them, with no boxes overlapping', () => {
    const layout = layoutSchemaGraph(buildSchemaGraph(TABLES, 'app'))
    const at = (name: string) => layout.tables.find((placed) => placed.node.name === name)!
    expect(at('authors').x + at('authors').node.width).toBeLessThanOrEqual(at('books').x)
    expect(at('books').x + at('books').node.width).toBeLessThanOrEqual(at('reviews').x)
    expect(layout.width).toBeGreaterThan(0)
    for (const placed of layout.tables) {
      expect(placed.x + placed.node.width).toBeLessThanOrEqual(layout.width)
      expect(placed.y + placed.node.height).toBeLessThanOrEqual(layout.height)
    }
  })

  it('routes an edge from the source column row to the target column row', () => {
    const layout = layoutSchemaGraph(buildSchemaGraph(TABLES, 'app'))
    const edge = layout.edges.find((routed) => routed.edge.sourceColumn === 'author_id')!
    const books = layout.tables.find((placed) => placed.node.name === 'books')!
    const authors = layout.tables.find((placed) => placed.node.name === 'authors')!
    // books sits right of authors: the edge leaves books on its left side at the author_id row.
    expect(edge.from).toEqual({ x: books.x, y: books.y + columnRowCenter(1) })
    expect(edge.to).toEqual({ x: authors.x + authors.node.width, y: authors.y + columnRowCenter(0) })
    expect(edge.path.startsWith(`M ${edge.from.x} ${edge.from.y} C`)).toBe(true)
  })

  it('loops a self-reference out of the right side', () => {
    const graph = buildSchemaGraph(
      [table(5, 'nodes', [column(5, 'nodes', 'id', 1), column(5, 'nodes', 'parent_id', 2)], ['id'], [relation(20, ['app', 'nodes', 'parent_id'], ['app', 'nodes', 'id'])])],
      'app'
    )
    const layout = layoutSchemaGraph(graph)
    const placed = layout.tables[0]
    const routed = routeEdge(placed, 'parent_id', placed, 'id')
    expect(routed.from.x).toBe(placed.x + placed.node.width)
    expect(routed.to).toEqual({ x: placed.x + placed.node.width, y: placed.y + columnRowCenter(0) })
    expect(layout.edges).toHaveLength(1)
  })

  it('lays 200 tables out in a readable area rather than one long strip', () => {
    const tables = Array.from({ length: 200 }, (_, index) => {
      const id = index + 1
      const name = `t${String(id).padStart(3, '0')}`
      // Groups of ten: each table references the first of its group.
      const head = Math.floor(index / 10) * 10 + 1
      const relationships = id === head ? [] : [relation(1000 + id, ['app', name, 'head_id'], ['app', `t${String(head).padStart(3, '0')}`, 'id'])]
      return table(id, name, [column(id, name, 'id', 1), column(id, name, 'head_id', 2)], ['id'], relationships)
    })
    const layout = layoutSchemaGraph(buildSchemaGraph(tables, 'app'))
    expect(layout.tables).toHaveLength(200)
    expect(layout.edges).toHaveLength(180)
    const aspect = layout.width / layout.height
    expect(aspect).toBeGreaterThan(0.4)
    expect(aspect).toBeLessThan(4)
  })
})
