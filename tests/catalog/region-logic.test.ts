import { afterEach, describe, expect, it, vi } from 'vitest'

import { findRegionByCode, type LatLng } from '@/lib/catalog/regions'
import { EARTH_RADIUS_KM, greatCircleDistanceKm } from '@/lib/regions/great-circle'
import { nearestRegion, nearestRegions } from '@/lib/regions/nearest-regions'
import { regionAreaFromTimeZone, smartRegionDefault } from '@/lib/regions/smart-region'

const locationOf = (code: string): LatLng => findRegionByCode(code)!.location

describe('greatCircleDistanceKm', () => {
  it('measures Frankfurt to Paris as about 479 km', () => {
    const distance = greatCircleDistanceKm(locationOf('eu-central-1'), locationOf('eu-west-3'))
    expect(distance).toBeGreaterThan(479 * 0.95)
    expect(distance).toBeLessThan(479 * 1.05)
  })

  it('is symmetric and zero for the same point', () => {
    const london = locationOf('eu-west-2')
    const tokyo = locationOf('ap-northeast-1')
    expect(greatCircleDistanceKm(london, tokyo)).toBeCloseTo(greatCircleDistanceKm(tokyo, london), 6)
    expect(greatCircleDistanceKm(london, london)).toBe(0)
  })

  it('uses an earth radius of 6371 km (antipodes are half the circumference apart)', () => {
    expect(EARTH_RADIUS_KM).toBe(6371)
    expect(greatCircleDistanceKm([0, 0], [0, 180])).toBeCloseTo(Math.PI * 6371, 3)
    expect(greatCircleDistanceKm([90, 0], [-90, 0])).toBeCloseTo(Math.PI * 6371, 3)
  })
})

describe('nearestRegions', () => {
  it('sorts the main regions from nearest to farthest', () => {
    const berlin: LatLng = [52.52, 13.405]
    const ranked = nearestRegions(berlin)
    expect(ranked).toHaveLength(16)
    expect(ranked[0].region.code).toBe('eu-central-1')
    const distances = ranked.map((entry) => entry.distanceKm)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
  })

  it('keeps only `limit` regions', () => {
    const melbourne: LatLng = [-37.8136, 144.9631]
    expect(nearestRegions(melbourne, { limit: 2 }).map((entry) => entry.region.code)).toEqual([
      'ap-southeast-2',
      'ap-southeast-1',
    ])
    expect(nearestRegions(melbourne, { limit: 0 })).toEqual([])
  })

  it('finds the nearest region for sample cities', () => {
    expect(nearestRegion([40.7128, -74.006])?.code).toBe('us-east-1') // New York
    expect(nearestRegion([34.0522, -118.2437])?.code).toBe('us-west-1') // Los Angeles
    expect(nearestRegion([-34.6037, -58.3816])?.code).toBe('sa-east-1') // Buenos Aires
    expect(nearestRegion([12.9716, 77.5946])?.code).toBe('ap-south-1') // Bangalore
    expect(nearestRegion([0, 0], [])).toBeUndefined()
  })
})

describe('smartRegionDefault', () => {
  afterEach(() => vi.restoreAllMocks())

  it.each([
    ['America/New_York', 'East US (North Virginia)'],
    ['America/Sao_Paulo', 'East US (North Virginia)'],
    ['US/Pacific', 'East US (North Virginia)'],
    ['Europe/Berlin', 'Central EU (Frankfurt)'],
    ['Europe/Lisbon', 'Central EU (Frankfurt)'],
    ['Asia/Tokyo', 'Southeast Asia (Singapore)'],
    ['Australia/Sydney', 'Southeast Asia (Singapore)'],
    ['Pacific/Auckland', 'Southeast Asia (Singapore)'],
    ['Africa/Lagos', 'Southeast Asia (Singapore)'],
    ['UTC', 'Southeast Asia (Singapore)'],
    ['', 'Southeast Asia (Singapore)'],
  ])('maps %s to %s', (timeZone, expected) => {
    expect(smartRegionDefault(timeZone)).toBe(expected)
  })

  it('reads the browser time zone when none is given', () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).resolvedOptions(),
      timeZone: 'Europe/Paris',
    })
    expect(smartRegionDefault()).toBe('Central EU (Frankfurt)')
  })

  it('names the area of a time zone', () => {
    expect(regionAreaFromTimeZone('America/Toronto')).toBe('Americas')
    expect(regionAreaFromTimeZone('Europe/Stockholm')).toBe('Europe')
    expect(regionAreaFromTimeZone('Asia/Kolkata')).toBe('APAC')
    expect(regionAreaFromTimeZone('Antarctica/Casey')).toBeUndefined()
    expect(regionAreaFromTimeZone(undefined)).toBeUndefined()
  })
})
