import dagre from '@dagrejs/dagre'

import { columnRowCenter, type ForeignKeyEdge, type SchemaGraph, type TableNode } from './graph'

/**
 * Places the boxes of a schema graph. Tables joined by foreign keys are laid out together by dagre
 * (referenced tables to the left of the tables that reference them); the groups, and the tables no
 * key touches, are then packed row by row into a roughly 16:10 area. dagre alone would stack every
 * unrelated table in one column, which a schema of 200 mostly independent tables turns into a strip.
 */

export interface Point {
  x: number
  y: number
}

export interface PlacedTable {
  node: TableNode
  /** Top-left corner. */
  x: number
  y: number
}

export interface RoutedEdge {
  edge: ForeignKeyEdge
  from: Point
  to: Point
  /** SVG path data from the source column's row to the target column's row. */
  path: string
}

export interface SchemaLayout {
  tables: PlacedTable[]
  edges: RoutedEdge[]
  width: number
  height: number
}

export const LAYOUT_GAP = 48
const RANK_SEPARATION = 96
const NODE_SEPARATION = 32
const TARGET_ASPECT = 1.6

/** The groups of tables connected by foreign keys, each in the order the nodes came in. */
export function connectedComponents(nodes: readonly TableNode[], edges: readonly ForeignKeyEdge[]): string[][] {
  const parent = new Map(nodes.map((node) => [node.key, node.key]))
  const find = (key: string): string => {
    let root = key
    while (parent.get(root) !== root) root = parent.get(root)!
    parent.set(key, root)
    return root
  }
  for (const edge of edges) {
    if (!parent.has(edge.source) || !parent.has(edge.target)) continue
    parent.set(find(edge.source), find(edge.target))
  }
  const groups = new Map<string, string[]>()
  for (const node of nodes) {
    const root = find(node.key)
    groups.set(root, [...(groups.get(root) ?? []), node.key])
  }
  return [...groups.values()]
}

export interface Size {
  width: number
  height: number
}

/**
 * Shelf packing: the tallest items first, left to right, a new row when the row would pass a width
 * chosen so the whole comes out about `aspect` times wider than tall. Returns each item's top-left.
 */
export function packRows(sizes: readonly Size[], gap = LAYOUT_GAP, aspect = TARGET_ASPECT): Point[] {
  if (sizes.length === 0) return []
  const area = sizes.reduce((sum, size) => sum + (size.width + gap) * (size.height + gap), 0)
  const widest = Math.max(...sizes.map((size) => size.width))
  const rowWidth = Math.max(widest, Math.sqrt(area * aspect))
  const order = sizes.map((_, index) => index).sort((a, b) => sizes[b].height - sizes[a].height || a - b)
  const positions: Point[] = new Array(sizes.length)
  let x = 0
  let y = 0
  let rowHeight = 0
  for (const index of order) {
    const size = sizes[index]
    if (x > 0 && x + size.width > rowWidth) {
      x = 0
      y += rowHeight + gap
      rowHeight = 0
    }
    positions[index] = { x, y }
    x += size.width + gap
    rowHeight = Math.max(rowHeight, size.height)
  }
  return positions
}

/** Lays one connected group out with dagre; positions are top-left corners relative to the group. */
function layoutGroup(nodes: TableNode[], edges: ForeignKeyEdge[]): { positions: Map<string, Point>; size: Size } {
  if (nodes.length === 1) return { positions: new Map([[nodes[0].key, { x: 0, y: 0 }]]), size: nodes[0] }
  const graph = new dagre.graphlib.Graph({ multigraph: true })
  graph.setGraph({ rankdir: 'LR', ranksep: RANK_SEPARATION, nodesep: NODE_SEPARATION, marginx: 0, marginy: 0 })
  graph.setDefaultEdgeLabel(() => ({}))
  for (const node of nodes) graph.setNode(node.key, { width: node.width, height: node.height })
  for (const edge of edges) {
    // A table referencing itself adds nothing to the ranking.
    if (edge.source !== edge.target) graph.setEdge(edge.target, edge.source, {}, edge.key)
  }
  dagre.layout(graph)
  const positions = new Map<string, Point>()
  let right = 0
  let bottom = 0
  for (const node of nodes) {
    const placed = graph.node(node.key)
    const x = (placed.x ?? 0) - node.width / 2
    const y = (placed.y ?? 0) - node.height / 2
    positions.set(node.key, { x, y })
    right = Math.max(right, x + node.width)
    bottom = Math.max(bottom, y + node.height)
  }
  return { positions, size: { width: right, height: bottom } }
}

/** A horizontal S-curve between two column rows, leaving and entering the boxes at their sides. */
export function routeEdge(source: PlacedTable, sourceColumn: string, target: PlacedTable, targetColumn: string): { from: Point; to: Point; path: string } {
  const sourceRow = Math.max(0, source.node.columns.findIndex((column) => column.name === sourceColumn))
  const targetRow = Math.max(0, target.node.columns.findIndex((column) => column.name === targetColumn))
  const fromY = source.y + columnRowCenter(sourceRow)
  const toY = target.y + columnRowCenter(targetRow)
  if (source.node.key === target.node.key) {
    // A self-reference loops out of the right side and back in.
    const x = source.x + source.node.width
    const bend = x + 40
    return { from: { x, y: fromY }, to: { x, y: toY }, path: `M ${x} ${fromY} C ${bend} ${fromY}, ${bend} ${toY}, ${x} ${toY}` }
  }
  const sourceCenter = source.x + source.node.width / 2
  const targetCenter = target.x + target.node.width / 2
  const isTargetRight = targetCenter >= sourceCenter
  const from = { x: isTargetRight ? source.x + source.node.width : source.x, y: fromY }
  const to = { x: isTargetRight ? target.x : target.x + target.node.width, y: toY }
  const pull = Math.max(40, Math.abs(to.x - from.x) / 2)
  const fromControl = from.x + (isTargetRight ? pull : -pull)
  const toControl = to.x + (isTargetRight ? -pull : pull)
  return { from, to, path: `M ${from.x} ${from.y} C ${fromControl} ${from.y}, ${toControl} ${to.y}, ${to.x} ${to.y}` }
}

export function layoutSchemaGraph(graph: SchemaGraph): SchemaLayout {
  const nodesByKey = new Map(graph.nodes.map((node) => [node.key, node]))
  const groups = connectedComponents(graph.nodes, graph.edges).map((keys) => {
    const members = new Set(keys)
    return layoutGroup(
      keys.map((key) => nodesByKey.get(key)!),
      graph.edges.filter((edge) => members.has(edge.source) && members.has(edge.target))
    )
  })
  const offsets = packRows(groups.map((group) => group.size))

  const placed = new Map<string, PlacedTable>()
  groups.forEach((group, index) => {
    for (const [key, position] of group.positions) {
      placed.set(key, { node: nodesByKey.get(key)!, x: position.x + offsets[index].x, y: position.y + offsets[index].y })
    }
  })
  const tables = graph.nodes.map((node) => placed.get(node.key)!)
  const edges = graph.edges.flatMap((edge): RoutedEdge[] => {
    const source = placed.get(edge.source)
    const target = placed.get(edge.target)
    if (!source || !target) return []
    return [{ edge, ...routeEdge(source, edge.sourceColumn, target, edge.targetColumn) }]
  })
  const width = Math.max(0, ...tables.map((table) => table.x + table.node.width))
  const height = Math.max(0, ...tables.map((table) => table.y + table.node.height))
  return { tables, edges, width, height }
}
