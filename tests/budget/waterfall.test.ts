import { resourceName, summarizeWaterfall, waterfallLevels } from '@/scripts/bench/waterfall'

const API = 'http://127.0.0.1:4060/platform'
const request = (method: string, path: string, startMs: number, endMs: number) => ({ method, url: `${API}${path}`, startMs, endMs })
const isProfile = (resource: string) => resource === 'GET /platform/profile'

describe('resourceName', () => {
  it('names a resource by method and path, without its query string', () => {
    expect(resourceName('get', `${API}/organizations/acme/projects?limit=10&offset=0`)).toBe('GET /platform/organizations/acme/projects')
  })
})

describe('waterfallLevels', () => {
  it('keeps requests issued together on one level and puts a request issued after a response one level deeper', () => {
    const levels = waterfallLevels([
      request('GET', '/profile', 0, 150),
      request('GET', '/organizations', 160, 310),
      request('GET', '/telemetry/feature-flags', 5, 155),
      request('GET', '/organizations/acme/projects', 320, 470),
    ])
    expect(levels.map((entry) => [entry.resource, entry.level])).toEqual([
      ['GET /platform/profile', 1],
      ['GET /platform/telemetry/feature-flags', 1],
      ['GET /platform/organizations', 2],
      ['GET /platform/organizations/acme/projects', 3],
    ])
  })

  it('does not count a request that was still in flight as one it waited on', () => {
    const levels = waterfallLevels([request('GET', '/profile', 0, 500), request('GET', '/organizations', 100, 250)])
    expect(levels.map((entry) => entry.level)).toEqual([1, 1])
  })
})

describe('summarizeWaterfall', () => {
  it('counts each resource, flags the ones requested twice and measures depth after the profile', () => {
    const summary = summarizeWaterfall(
      [
        request('GET', '/telemetry/feature-flags', 0, 150),
        request('GET', '/profile', 160, 310),
        request('GET', '/organizations', 320, 470),
        request('GET', '/organizations/acme/projects', 480, 630),
        request('GET', '/organizations', 640, 790),
      ],
      isProfile
    )
    expect(summary.totalRequests).toBe(5)
    expect(summary.counts[0]).toEqual({ resource: 'GET /platform/organizations', count: 2 })
    expect(summary.duplicates).toEqual(['GET /platform/organizations'])
    expect(summary.depth).toBe(5)
    expect(summary.anchorLevel).toBe(2)
    expect(summary.depthAfterAnchor).toBe(3)
    expect(summary.levels[1]).toEqual({ level: 2, resources: ['GET /platform/profile'] })
  })

  it('reports no depth after the profile when the profile was never requested', () => {
    const summary = summarizeWaterfall([request('GET', '/organizations', 0, 100)], isProfile)
    expect(summary.anchorLevel).toBeNull()
    expect(summary.depthAfterAnchor).toBeNull()
    expect(summary.duplicates).toEqual([])
  })
})
