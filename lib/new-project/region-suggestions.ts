import { DEFAULT_REGION_DISPLAY_NAME, findRegionByDisplayName, MAIN_REGIONS, type Region } from '@/lib/catalog/regions'
import { nearestRegions, type RegionWithDistance } from '@/lib/regions/nearest-regions'
import { smartRegionDefault } from '@/lib/regions/smart-region'

import { locationFromTimeZone, timeZoneCity } from './time-zone-locations'

/** How many nearby regions the form lists under the region picker. */
export const NEAREST_REGIONS_SHOWN = 3

export interface RegionSuggestions {
  /** The preselected region: by the time zone's area (SPEC §9), else Southeast Asia (Singapore). */
  defaultRegion: Region
  /** Known only when the time zone has a representative city. */
  position?: { city: string; nearest: RegionWithDistance[] }
}

/**
 * Everything the region picker suggests for a browser time zone. Pure: pass the zone explicitly
 * (undefined = unknown), so the same input always gives the same suggestions.
 */
export function regionSuggestions(timeZone: string | undefined, limit: number = NEAREST_REGIONS_SHOWN): RegionSuggestions {
  // smartRegionDefault() reads the browser's zone when given undefined; an unknown zone must not.
  const displayName = timeZone ? smartRegionDefault(timeZone) : DEFAULT_REGION_DISPLAY_NAME
  const defaultRegion = findRegionByDisplayName(displayName) ?? MAIN_REGIONS[0]
  const point = locationFromTimeZone(timeZone)
  if (!timeZone || !point) return { defaultRegion }
  return { defaultRegion, position: { city: timeZoneCity(timeZone), nearest: nearestRegions(point, { limit }) } }
}

/** "424 km", "1,234 km" — whole kilometres read better than false precision. */
export function formatDistanceKm(distanceKm: number): string {
  return `${Math.round(distanceKm).toLocaleString('en-US')} km`
}
