import type { LatLng } from '@/lib/catalog/regions'

/** SPEC §9: region distances use the great-circle formula with this earth radius. */
export const EARTH_RADIUS_KM = 6371

const toRadians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle (haversine) distance in km between two [lat, lng] points. */
export function greatCircleDistanceKm(from: LatLng, to: LatLng): number {
  const [lat1, lng1] = from
  const [lat2, lng2] = to
  const dLat = toRadians(lat2 - lat1)
  const dLng = toRadians(lng2 - lng1)
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLng / 2) ** 2
  // Clamp: rounding can push `a` a hair above 1 for antipodal points, and asin(>1) is NaN.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, a)))
}
