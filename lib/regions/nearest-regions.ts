import { MAIN_REGIONS, type LatLng, type Region } from '@/lib/catalog/regions'

import { greatCircleDistanceKm } from './great-circle'

export interface RegionWithDistance {
  region: Region
  distanceKm: number
}

/**
 * Regions (the main provider regions by default) sorted from nearest to farthest from `point`;
 * ties keep catalogue order. `limit` keeps only the first few.
 */
export function nearestRegions(
  point: LatLng,
  { regions = MAIN_REGIONS, limit }: { regions?: readonly Region[]; limit?: number } = {}
): RegionWithDistance[] {
  const ranked = regions
    .map((region) => ({ region, distanceKm: greatCircleDistanceKm(point, region.location) }))
    .sort((a, b) => a.distanceKm - b.distanceKm)
  return limit === undefined ? ranked : ranked.slice(0, Math.max(0, limit))
}

/** The single nearest region, or undefined when `regions` is empty. */
export function nearestRegion(point: LatLng, regions: readonly Region[] = MAIN_REGIONS): Region | undefined {
  return nearestRegions(point, { regions, limit: 1 })[0]?.region
}
