/**
 * Provider regions of SPEC §3. `displayName` is copied exactly from the SPEC (it is what users pick
 * in the new-project form); `location` is the [lat, lng] of the city the region is named after, used
 * only to rank regions by distance (lib/regions).
 */

export type LatLng = readonly [lat: number, lng: number]

export interface Region {
  code: string
  displayName: string
  location: LatLng
}

export const MAIN_REGIONS = [
  { code: 'us-west-1', displayName: 'West US (North California)', location: [37.7749, -122.4194] },
  { code: 'us-east-1', displayName: 'East US (North Virginia)', location: [39.0438, -77.4874] },
  { code: 'us-east-2', displayName: 'East US (Ohio)', location: [39.9612, -82.9988] },
  { code: 'ca-central-1', displayName: 'Canada (Central)', location: [45.5019, -73.5674] },
  { code: 'eu-west-1', displayName: 'West EU (Ireland)', location: [53.3498, -6.2603] },
  { code: 'eu-west-2', displayName: 'West Europe (London)', location: [51.5072, -0.1276] },
  { code: 'eu-west-3', displayName: 'West EU (Paris)', location: [48.8566, 2.3522] },
  { code: 'eu-central-1', displayName: 'Central EU (Frankfurt)', location: [50.1109, 8.6821] },
  { code: 'eu-central-2', displayName: 'Central Europe (Zurich)', location: [47.3769, 8.5417] },
  { code: 'eu-north-1', displayName: 'North EU (Stockholm)', location: [59.3293, 18.0686] },
  { code: 'ap-south-1', displayName: 'South Asia (Mumbai)', location: [19.076, 72.8777] },
  { code: 'ap-southeast-1', displayName: 'Southeast Asia (Singapore)', location: [1.3521, 103.8198] },
  { code: 'ap-northeast-1', displayName: 'Northeast Asia (Tokyo)', location: [35.6762, 139.6503] },
  { code: 'ap-northeast-2', displayName: 'Northeast Asia (Seoul)', location: [37.5665, 126.978] },
  { code: 'ap-southeast-2', displayName: 'Oceania (Sydney)', location: [-33.8688, 151.2093] },
  { code: 'sa-east-1', displayName: 'South America (Sao Paulo)', location: [-23.5505, -46.6333] },
] as const satisfies readonly Region[]

export type MainRegion = (typeof MAIN_REGIONS)[number]
export type MainRegionDisplayName = MainRegion['displayName']

/** The alternate provider (FLY) has a single region. */
export const FLY_REGIONS = [{ code: 'sin', displayName: 'Singapore', location: [1.3521, 103.8198] }] as const satisfies readonly Region[]


/** SPEC §9: the default region when nothing better is known. */
export const DEFAULT_REGION_DISPLAY_NAME: MainRegionDisplayName = 'Southeast Asia (Singapore)'

export function findRegionByCode(code: string): Region | undefined {
  return [...MAIN_REGIONS, ...FLY_REGIONS].find((region) => region.code === code)
}

export function findRegionByDisplayName(displayName: string): Region | undefined {
  return MAIN_REGIONS.find((region) => region.displayName === displayName)
}
