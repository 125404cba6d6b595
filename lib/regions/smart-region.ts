import { DEFAULT_REGION_DISPLAY_NAME, type MainRegionDisplayName } from '@/lib/catalog/regions'

/** The coarse areas of SPEC §9's smart region default. */
export type RegionArea = 'Americas' | 'Europe' | 'APAC'

/** SPEC §9: the region each area defaults to. */
export const SMART_REGION_DEFAULTS: Record<RegionArea, MainRegionDisplayName> = {
  Americas: 'East US (North Virginia)',
  Europe: 'Central EU (Frankfurt)',
  APAC: 'Southeast Asia (Singapore)',
}

// IANA zone prefixes (plus the legacy country aliases still reported by some browsers).
const AREA_PREFIXES: Record<RegionArea, string[]> = {
  Americas: ['America/', 'US/', 'Canada/', 'Brazil/', 'Chile/', 'Mexico/'],
  Europe: ['Europe/'],
  APAC: ['Asia/', 'Australia/', 'Pacific/', 'Indian/'],
}

/** The area of an IANA time zone such as "Europe/Berlin", or undefined when it is none of the three. */
export function regionAreaFromTimeZone(timeZone: string | undefined): RegionArea | undefined {
  if (!timeZone) return undefined
  const areas = Object.keys(AREA_PREFIXES) as RegionArea[]
  return areas.find((area) => AREA_PREFIXES[area].some((prefix) => timeZone.startsWith(prefix)))
}

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    // Some locked-down browsers throw here; the default region is a fine answer then.
    return undefined
  }
}

/**
 * The display name of the region to preselect for a new project: by area of `timeZone` (the browser's
 * own zone when omitted), else "Southeast Asia (Singapore)".
 */
export function smartRegionDefault(timeZone: string | undefined = browserTimeZone()): MainRegionDisplayName {
  const area = regionAreaFromTimeZone(timeZone)
  return area ? SMART_REGION_DEFAULTS[area] : DEFAULT_REGION_DISPLAY_NAME
}
