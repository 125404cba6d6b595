'use client'

import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'

import { Button } from '@/components/ui/button'
import type { PgTable } from '@/lib/api/types'
import { buildSchemaGraph } from '@/lib/schema-visualizer/graph'
import { layoutSchemaGraph, type RoutedEdge } from '@/lib/schema-visualizer/layout'
import {
  fitTransform,
  IDENTITY,
  intersects,
  panBy,
  spanRect,
  visibleRect,
  wheelZoomFactor,
  zoomAt,
  ZOOM_STEP,
  type Transform,
} from '@/lib/schema-visualizer/viewport'

import { TableBox } from './table-box'

/** Below this zoom the rows are a few pixels tall: boxes show their name only. */
const COMPACT_BELOW = 0.45
/** Boxes this many canvas pixels outside the viewport are still rendered, so panning shows no gaps. */
const CULL_MARGIN = 200
const KEY_PAN = 60
/** Pointer travel that makes a press a drag (and not a click on a table). */
const DRAG_THRESHOLD = 4

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`

interface Size {
  width: number
  height: number
}

function useElementSize(element: HTMLElement | null): Size {
  const [size, setSize] = useState<Size>({ width: 0, height: 0 })
  useEffect(() => {
    if (!element) return
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight })
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [element])
  return size
}

function EdgeLayer({ edges, width, height, highlighted }: { edges: RoutedEdge[]; width: number; height: number; highlighted: string | null }) {
  const isLit = (routed: RoutedEdge) => highlighted !== null && (routed.edge.source === highlighted || routed.edge.target === highlighted)
  // The keys of the table under the pointer are drawn last, so they lie on top of the others.
  const ordered = highlighted === null ? edges : [...edges.filter((routed) => !isLit(routed)), ...edges.filter(isLit)]
  return (
    <svg aria-hidden="true" className="pointer-events-none absolute top-0 left-0 overflow-visible text-muted" width={width} height={height}>
      {ordered.map((routed) => (
        <g key={routed.edge.key} data-foreign-key={routed.edge.constraintName} className={isLit(routed) ? 'text-brand' : undefined}>
          <path d={routed.path} fill="none" stroke="currentColor" strokeWidth={isLit(routed) ? 2.5 : 1.5} />
          <circle cx={routed.to.x} cy={routed.to.y} r={3} fill="currentColor" />
        </g>
      ))}
    </svg>
  )
}

/**
 * The diagram: tables as boxes, foreign keys as curves between their columns, on a canvas that pans
 * (drag, arrow keys) and zooms (wheel, +/− buttons and keys, 0 or "Fit" to see everything). Only what
 * is near the viewport is rendered, so a schema of hundreds of tables stays responsive.
 */
export function SchemaCanvas({ projectRef, schema, tables }: { projectRef: string; schema: string; tables: PgTable[] }) {
  const layout = useMemo(() => layoutSchemaGraph(buildSchemaGraph(tables, schema)), [tables, schema])
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null)
  const size = useElementSize(viewport)
  const [transform, setTransform] = useState<Transform>(IDENTITY)
  const fittedFor = useRef<unknown>(null)
  const drag = useRef<{ pointerId: number; x: number; y: number; moved: boolean } | null>(null)
  const wasDragged = useRef(false)
  const [isDragging, setIsDragging] = useState(false)
  const [highlighted, setHighlighted] = useState<string | null>(null)
  const helpId = useId()

  const fit = useCallback(() => setTransform(fitTransform(layout, size)), [layout, size])
  // A new layout (another schema, changed tables) is shown whole once the viewport has a size.
  useEffect(() => {
    if (size.width === 0 || fittedFor.current === layout) return
    fittedFor.current = layout
    fit()
  }, [fit, layout, size.width])

  const zoomBy = useCallback(
    (factor: number) => setTransform((current) => zoomAt(current, factor, { x: size.width / 2, y: size.height / 2 })),
    [size]
  )

  // React attaches wheel listeners as passive; zooming must stop the page from scrolling too.
  useEffect(() => {
    if (!viewport) return
    const onWheel = (event: WheelEvent) => {
      event.preventDefault()
      const bounds = viewport.getBoundingClientRect()
      const anchor = { x: event.clientX - bounds.left, y: event.clientY - bounds.top }
      setTransform((current) => zoomAt(current, wheelZoomFactor(event.deltaY), anchor))
    }
    viewport.addEventListener('wheel', onWheel, { passive: false })
    return () => viewport.removeEventListener('wheel', onWheel)
  }, [viewport])

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, moved: false }
    wasDragged.current = false
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current
    if (!current || current.pointerId !== event.pointerId) return
    const dx = event.clientX - current.x
    const dy = event.clientY - current.y
    if (!current.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return
    if (!current.moved) {
      event.currentTarget.setPointerCapture?.(event.pointerId)
      setIsDragging(true)
    }
    drag.current = { ...current, x: event.clientX, y: event.clientY, moved: true }
    setTransform((previous) => panBy(previous, dx, dy))
  }
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return
    wasDragged.current = drag.current.moved
    drag.current = null
    setIsDragging(false)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [KEY_PAN, 0],
      ArrowRight: [-KEY_PAN, 0],
      ArrowUp: [0, KEY_PAN],
      ArrowDown: [0, -KEY_PAN],
    }
    const move = moves[event.key]
    if (move) setTransform((current) => panBy(current, move[0], move[1]))
    else if (event.key === '+' || event.key === '=') zoomBy(ZOOM_STEP)
    else if (event.key === '-' || event.key === '_') zoomBy(1 / ZOOM_STEP)
    else if (event.key === '0') fit()
    else return
    event.preventDefault()
  }

  const isMeasured = size.width > 0 && size.height > 0
  const view = visibleRect(transform, size, CULL_MARGIN)
  const isCompact = transform.scale < COMPACT_BELOW
  const shownTables = isMeasured
    ? layout.tables.filter((placed) => intersects(view, { x: placed.x, y: placed.y, width: placed.node.width, height: placed.node.height }))
    : layout.tables
  const shownKeys = new Set(shownTables.map((placed) => placed.node.key))
  // An edge is drawn when one of its boxes is, or when it passes through the view between two hidden ones.
  const shownEdges = isMeasured
    ? layout.edges.filter(
        (routed) => shownKeys.has(routed.edge.source) || shownKeys.has(routed.edge.target) || intersects(view, spanRect(routed.from, routed.to))
      )
    : layout.edges

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Diagram zoom">
        <Button size="tiny" variant="outline" aria-label="Zoom in" onClick={() => zoomBy(ZOOM_STEP)}>
          +
        </Button>
        <Button size="tiny" variant="outline" aria-label="Zoom out" onClick={() => zoomBy(1 / ZOOM_STEP)}>
          −
        </Button>
        <Button size="tiny" variant="outline" onClick={fit}>
          Fit to view
        </Button>
        <output aria-label="Zoom level" className="text-xs text-muted tabular-nums">{`${Math.round(transform.scale * 100)}%`}</output>
        <span className="text-xs text-muted">{`${count(layout.tables.length, 'table')}, ${count(layout.edges.length, 'foreign key')}`}</span>
      </div>
      <div
        ref={setViewport}
        role="region"
        aria-label={`Diagram of schema ${schema}`}
        aria-describedby={helpId}
        tabIndex={0}
        data-testid="schema-canvas"
        className="relative h-[calc(100vh-20rem)] min-h-96 touch-none overflow-hidden rounded-md border border-border bg-background select-none focus-visible:outline-2 focus-visible:outline-brand"
        style={{ cursor: isDragging ? 'grabbing' : 'grab' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
        onScroll={(event) => {
          // Focusing a box near the edge (Tab, find in page) scrolls the clipped canvas to show it:
          // that becomes a pan of the camera, so the culling and the transform stay the one truth.
          const element = event.currentTarget
          const dx = element.scrollLeft
          const dy = element.scrollTop
          if (dx === 0 && dy === 0) return
          element.scrollLeft = 0
          element.scrollTop = 0
          setTransform((current) => panBy(current, -dx, -dy))
        }}
        onClickCapture={(event) => {
          // The press that ended a drag is not a click on the table under the pointer.
          if (!wasDragged.current) return
          wasDragged.current = false
          event.preventDefault()
          event.stopPropagation()
        }}
      >
        <div
          className="absolute top-0 left-0 origin-top-left"
          style={{ transform: `translate(${transform.x}px, ${transform.y}px) scale(${transform.scale})`, width: layout.width, height: layout.height }}
        >
          <EdgeLayer edges={shownEdges} width={layout.width} height={layout.height} highlighted={highlighted} />
          {shownTables.map((placed) => (
            <TableBox
              key={placed.node.key}
              placed={placed}
              isCompact={isCompact}
              onHighlight={setHighlighted}
              href={`/project/${projectRef}/editor/${placed.node.id}?schema=${encodeURIComponent(schema)}`}
            />
          ))}
        </div>
      </div>
      <p id={helpId} className="text-xs text-muted">
        Drag or use the arrow keys to move around; the wheel, + and − zoom, 0 fits everything in view. Open a table by its name.
        PK primary key, FK foreign key, UQ unique, ? nullable.
      </p>
    </div>
  )
}
