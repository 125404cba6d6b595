import { describe, expect, it } from 'vitest'

import { MAIN_REGIONS } from '@/lib/catalog/regions'
import { formatDistanceKm, NEAREST_REGIONS_SHOWN, regionSuggestions } from '@/lib/new-project/region-suggestions'
import { locationFromTimeZone, TIME_ZONE_LOCATIONS, timeZoneCity } from '@/lib/new-project/time-zone-locations'
import { greatCircleDistanceKm } from '@/lib/regions/great-circle'

const names = (timeZone: string | undefined) =>
  regionSuggestions(timeZone).position?.nearest.map(({ region }) => region.displayName)

describe('region default by time zone', () => {
  it.each([
    ['America/New_York', 'East US (North Virginia)'],
    ['America/Los_Angeles', 'East US (North Virginia)'],
    ['America/Sao_Paulo', 'East US (North Virginia)'],
    ['Europe/Berlin', 'Central EU (Frankfurt)'],
    ['Europe/London', 'Central EU (Frankfurt)'],
    ['Asia/Tokyo', 'Southeast Asia (Singapore)'],
    ['Australia/Sydney', 'Southeast Asia (Singapore)'],
    ['Africa/Lagos', 'Southeast Asia (Singapore)'],
    ['UTC', 'Southeast Asia (Singapore)'],
    [undefined, 'Southeast Asia (Singapore)'],
  ])('%s → %s', (timeZone, displayName) => {
    expect(regionSuggestions(timeZone).defaultRegion.displayName).toBe(displayName)
  })
})

describe('nearest regions from the time zone city', () => {
  it('ranks regions by great-circle distance from the zone city', () => {
    const suggestions = regionSuggestions('Europe/Berlin')
    expect(suggestions.position?.city).toBe('Berlin')
    expect(names('Europe/Berlin')).toEqual(['Central EU (Frankfurt)', 'Central Europe (Zurich)', 'North EU (Stockholm)'])
    const frankfurt = suggestions.position?.nearest[0]
    expect(frankfurt?.distanceKm).toBeCloseTo(greatCircleDistanceKm([52.52, 13.405], [50.1109, 8.6821]), 6)
    expect(Math.round(frankfurt?.distanceKm ?? 0)).toBe(424)
  })

  it('finds the region in the same city at distance zero', () => {
    expect(names('Asia/Tokyo')?.[0]).toBe('Northeast Asia (Tokyo)')
    expect(regionSuggestions('Australia/Sydney').position?.nearest[0]).toMatchObject({
      region: { code: 'ap-southeast-2' },
      distanceKm: 0,
    })
    expect(names('America/New_York')?.[0]).toBe('East US (North Virginia)')
  })

  it('lists a few regions, nearest first', () => {
    for (const timeZone of Object.keys(TIME_ZONE_LOCATIONS)) {
      const nearest = regionSuggestions(timeZone).position?.nearest ?? []
      expect(nearest).toHaveLength(NEAREST_REGIONS_SHOWN)
      const distances = nearest.map(({ distanceKm }) => distanceKm)
      expect(distances).toEqual([...distances].sort((a, b) => a - b))
    }
    expect(regionSuggestions('Europe/Paris', 5).position?.nearest).toHaveLength(5)
  })

  it('knows no position for zones without a city', () => {
    expect(regionSuggestions('UTC').position).toBeUndefined()
    expect(regionSuggestions('Etc/GMT+3').position).toBeUndefined()
    expect(regionSuggestions(undefined).position).toBeUndefined()
    expect(locationFromTimeZone('toString')).toBeUndefined()
  })

  it('places every zone city on the globe, and names it', () => {
    for (const [, [lat, lng]] of Object.entries(TIME_ZONE_LOCATIONS)) {
      expect(Math.abs(lat)).toBeLessThanOrEqual(90)
      expect(Math.abs(lng)).toBeLessThanOrEqual(180)
    }
    expect(timeZoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires')
    expect(MAIN_REGIONS.some((region) => region.code === regionSuggestions('Europe/Berlin').defaultRegion.code)).toBe(true)
  })

  it('formats distances in whole kilometres', () => {
    expect(formatDistanceKm(0)).toBe('0 km')
    expect(formatDistanceKm(423.6)).toBe('424 km')
    expect(formatDistanceKm(12_345.4)).toBe('12,345 km')
  })
})
