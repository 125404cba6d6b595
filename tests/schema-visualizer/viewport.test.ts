import { describe, expect, it } from 'vitest'

import {
  clampScale,
  fitTransform,
  intersects,
  MAX_SCALE,
  MIN_SCALE,
  panBy,
  spanRect,
  visibleRect,
  wheelZoomFactor,
  zoomAt,
  ZOOM_STEP,
} from '@/lib/schema-visualizer/viewport'

describe('viewport', () => {
  it('fits a large diagram into the viewport, centred, and never enlarges a small one', () => {
    const fit = fitTransform({ width: 2000, height: 1000 }, { width: 1048, height: 648 }, 24)
    expect(fit.scale).toBe(0.5)
    expect(fit.x).toBe(24)
    expect(fit.y).toBe((648 - 500) / 2)
    expect(fitTransform({ width: 100, height: 50 }, { width: 1000, height: 500 }).scale).toBe(1)
    expect(fitTransform({ width: 0, height: 0 }, { width: 1000, height: 500 })).toEqual({ x: 0, y: 0, scale: 1 })
  })

  it('zooms about a point, keeping that point under the pointer, within the scale limits', () => {
    const start = { x: 10, y: 20, scale: 1 }
    const zoomed = zoomAt(start, 2, { x: 110, y: 220 })
    expect(zoomed.scale).toBe(2)
    // The diagram point (100, 200) stays at canvas (110, 220).
    expect(100 * zoomed.scale + zoomed.x).toBe(110)
    expect(200 * zoomed.scale + zoomed.y).toBe(220)
    expect(zoomAt(start, 100, { x: 0, y: 0 }).scale).toBe(MAX_SCALE)
    expect(zoomAt(start, 0.001, { x: 0, y: 0 }).scale).toBe(MIN_SCALE)
    expect(clampScale(0.5)).toBe(0.5)
  })

  it('turns a wheel notch into one zoom step, in the direction of the wheel', () => {
    expect(wheelZoomFactor(-100)).toBeCloseTo(ZOOM_STEP)
    expect(wheelZoomFactor(100)).toBeCloseTo(1 / ZOOM_STEP)
    expect(wheelZoomFactor(-1000)).toBeCloseTo(ZOOM_STEP)
    expect(wheelZoomFactor(0)).toBe(1)
  })

  it('knows what part of the diagram is in view, for culling', () => {
    const transform = panBy({ x: 0, y: 0, scale: 0.5 }, -100, -50)
    const view = visibleRect(transform, { width: 400, height: 300 })
    expect(view).toEqual({ x: 200, y: 100, width: 800, height: 600 })
    expect(intersects(view, { x: 900, y: 600, width: 200, height: 200 })).toBe(true)
    expect(intersects(view, { x: 1001, y: 100, width: 50, height: 50 })).toBe(false)
    expect(visibleRect(transform, { width: 400, height: 300 }, 50).x).toBe(100)
    expect(spanRect({ x: 10, y: 50 }, { x: 0, y: 20 })).toEqual({ x: 0, y: 20, width: 10, height: 30 })
  })
})
