/** Types of empty-app-floor.mjs. */
import type { MeasuredRoute } from './bundle-budget.mjs'

export interface EmptyAppFloor {
  bytes: number
  routes: MeasuredRoute[]
  isCached: boolean
  source: string
}

export declare function floorKey(projectDir: string): string
export declare function buildEmptyApp(projectDir: string, options?: { log?: (message: string) => void }): { bytes: number; routes: MeasuredRoute[] }
export declare function emptyAppFloor(options: { projectDir: string; isFresh?: boolean; log?: (message: string) => void }): Promise<EmptyAppFloor>
