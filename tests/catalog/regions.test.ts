import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { CLOUD_PROVIDERS, defaultCloudProvider, isCloudProviderId } from '@/lib/catalog/cloud-providers'
import {
  DEFAULT_REGION_DISPLAY_NAME,
  FLY_REGIONS,
  MAIN_REGIONS,
  findRegionByCode,
  findRegionByDisplayName,
} from '@/lib/catalog/regions'
import { cloudProviderSchema } from '@/lib/catalog/schemas/cloud-providers-schema'
import { regionSchema } from '@/lib/catalog/schemas/regions-schema'

// SPEC §3, main provider regions, copied verbatim.
const SPEC_REGIONS: [string, string][] = [
  ['us-west-1', 'West US (North California)'],
  ['us-east-1', 'East US (North Virginia)'],
  ['us-east-2', 'East US (Ohio)'],
  ['ca-central-1', 'Canada (Central)'],
  ['eu-west-1', 'West EU (Ireland)'],
  ['eu-west-2', 'West Europe (London)'],
  ['eu-west-3', 'West EU (Paris)'],
  ['eu-central-1', 'Central EU (Frankfurt)'],
  ['eu-central-2', 'Central Europe (Zurich)'],
  ['eu-north-1', 'North EU (Stockholm)'],
  ['ap-south-1', 'South Asia (Mumbai)'],
  ['ap-southeast-1', 'Southeast Asia (Singapore)'],
  ['ap-northeast-1', 'Northeast Asia (Tokyo)'],
  ['ap-northeast-2', 'Northeast Asia (Seoul)'],
  ['ap-southeast-2', 'Oceania (Sydney)'],
  ['sa-east-1', 'South America (Sao Paulo)'],
]

describe('regions catalogue', () => {
  it('has the 16 main regions with the SPEC display names, in SPEC order', () => {
    expect(MAIN_REGIONS.map((region) => [region.code, region.displayName])).toEqual(SPEC_REGIONS)
  })

  it('has the single FLY region sin (Singapore)', () => {
    expect(FLY_REGIONS.map(({ code, displayName }) => ({ code, displayName }))).toEqual([
      { code: 'sin', displayName: 'Singapore' },
    ])
  })

  it('passes the region schema, with real coordinates in the right hemispheres', () => {
    expect(() => z.array(regionSchema).parse([...MAIN_REGIONS, ...FLY_REGIONS])).not.toThrow()
    const [sydneyLat, sydneyLng] = findRegionByCode('ap-southeast-2')!.location
    expect(sydneyLat).toBeLessThan(0)
    expect(sydneyLng).toBeGreaterThan(0)
    const [saoPauloLat, saoPauloLng] = findRegionByCode('sa-east-1')!.location
    expect(saoPauloLat).toBeLessThan(0)
    expect(saoPauloLng).toBeLessThan(0)
  })

  it('rejects a malformed region', () => {
    expect(regionSchema.safeParse({ code: 'x', displayName: 'X', location: [91, 0] }).success).toBe(false)
    expect(regionSchema.safeParse({ code: '', displayName: 'X', location: [0, 0] }).success).toBe(false)
  })

  it('defaults to Southeast Asia (Singapore) and finds regions by code and display name', () => {
    expect(DEFAULT_REGION_DISPLAY_NAME).toBe('Southeast Asia (Singapore)')
    expect(findRegionByDisplayName('Central EU (Frankfurt)')?.code).toBe('eu-central-1')
    expect(findRegionByCode('sin')?.displayName).toBe('Singapore')
    expect(findRegionByCode('mars-north-1')).toBeUndefined()
  })
})

describe('cloud providers catalogue', () => {
  it('lists FLY, AWS, AWS_K8S and AWS_NIMBUS, each passing the schema', () => {
    expect(Object.keys(CLOUD_PROVIDERS)).toEqual(['FLY', 'AWS', 'AWS_K8S', 'AWS_NIMBUS'])
    for (const provider of Object.values(CLOUD_PROVIDERS)) {
      expect(() => cloudProviderSchema.parse(provider)).not.toThrow()
    }
  })

  it('labels AWS_K8S "Revamped"', () => {
    expect(CLOUD_PROVIDERS.AWS_K8S.name).toBe('Revamped')
  })

  it('defaults FLY to sin and the others to ap-southeast-1', () => {
    expect(CLOUD_PROVIDERS.FLY.default_region).toBe('sin')
    expect(CLOUD_PROVIDERS.FLY.regions.map((region) => region.code)).toEqual(['sin'])
    for (const id of ['AWS', 'AWS_K8S', 'AWS_NIMBUS'] as const) {
      expect(CLOUD_PROVIDERS[id].default_region).toBe('ap-southeast-1')
      expect(CLOUD_PROVIDERS[id].regions).toHaveLength(16)
    }
  })

  it('rejects a provider whose default region is not one of its regions', () => {
    const broken = { ...CLOUD_PROVIDERS.FLY, default_region: 'ap-southeast-1' }
    expect(cloudProviderSchema.safeParse(broken).success).toBe(false)
  })

  it('recognises provider ids', () => {
    expect(isCloudProviderId('AWS_K8S')).toBe(true)
    expect(isCloudProviderId('GCP')).toBe(false)
    expect(isCloudProviderId(undefined)).toBe(false)
  })
})

describe('defaultCloudProvider', () => {
  it.each(['staging', 'preview'])('prefers AWS_K8S in %s when it is configured', (environment) => {
    expect(defaultCloudProvider({ environment, configuredProviders: ['AWS', 'FLY', 'AWS_K8S'] })).toBe('AWS_K8S')
  })

  it('falls back to the first configured provider in staging/preview, else AWS', () => {
    expect(defaultCloudProvider({ environment: 'staging', configuredProviders: ['FLY', 'AWS'] })).toBe('FLY')
    expect(defaultCloudProvider({ environment: 'preview', configuredProviders: [] })).toBe('AWS')
  })

  it('uses AWS in production when it is offered, otherwise the first offered provider', () => {
    expect(defaultCloudProvider({ environment: 'prod', configuredProviders: ['AWS_K8S', 'AWS'] })).toBe('AWS')
    expect(defaultCloudProvider({ environment: 'prod', configuredProviders: ['FLY'] })).toBe('FLY')
    expect(defaultCloudProvider({})).toBe('AWS')
  })
})
