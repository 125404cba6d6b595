/**
 * The visualizer's camera: a translation and a scale mapping diagram coordinates to the canvas
 * (screen = diagram × scale + offset), and what is in view, so boxes outside it are not rendered.
 */

export interface Transform {
  x: number
  y: number
  scale: number
}

export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

export const MIN_SCALE = 0.1
export const MAX_SCALE = 2
/** One press of +/− (or one wheel notch's worth of the ratio below). */
export const ZOOM_STEP = 1.25
export const FIT_PADDING = 24

export const IDENTITY: Transform = { x: 0, y: 0, scale: 1 }

export function clampScale(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale))
}

/** The transform showing the whole diagram centred in the viewport; never enlarged past 100%. */
export function fitTransform(diagram: { width: number; height: number }, viewport: { width: number; height: number }, padding = FIT_PADDING): Transform {
  if (diagram.width <= 0 || diagram.height <= 0 || viewport.width <= 0 || viewport.height <= 0) return IDENTITY
  const available = { width: Math.max(1, viewport.width - 2 * padding), height: Math.max(1, viewport.height - 2 * padding) }
  const scale = clampScale(Math.min(1, available.width / diagram.width, available.height / diagram.height))
  return {
    scale,
    x: (viewport.width - diagram.width * scale) / 2,
    y: (viewport.height - diagram.height * scale) / 2,
  }
}

/** Zooms by `factor`, keeping the diagram point under `anchor` (a canvas point) where it is. */
export function zoomAt(transform: Transform, factor: number, anchor: { x: number; y: number }): Transform {
  const scale = clampScale(transform.scale * factor)
  const ratio = scale / transform.scale
  return {
    scale,
    x: anchor.x - (anchor.x - transform.x) * ratio,
    y: anchor.y - (anchor.y - transform.y) * ratio,
  }
}

export function panBy(transform: Transform, dx: number, dy: number): Transform {
  return { ...transform, x: transform.x + dx, y: transform.y + dy }
}

/** A wheel's deltaY as a zoom factor: smooth for trackpads, one step for a mouse notch (±100). */
export function wheelZoomFactor(deltaY: number): number {
  return Math.pow(ZOOM_STEP, -Math.max(-100, Math.min(100, deltaY)) / 100)
}

/** The part of the diagram the viewport shows, grown by `margin` canvas pixels on every side. */
export function visibleRect(transform: Transform, viewport: { width: number; height: number }, margin = 0): Rect {
  return {
    x: (-transform.x - margin) / transform.scale,
    y: (-transform.y - margin) / transform.scale,
    width: (viewport.width + 2 * margin) / transform.scale,
    height: (viewport.height + 2 * margin) / transform.scale,
  }
}

export function intersects(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

/** The rectangle spanning two points (an edge's ends), for culling edges with their boxes. */
export function spanRect(from: { x: number; y: number }, to: { x: number; y: number }): Rect {
  return { x: Math.min(from.x, to.x), y: Math.min(from.y, to.y), width: Math.abs(to.x - from.x), height: Math.abs(to.y - from.y) }
}
