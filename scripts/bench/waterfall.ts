/**
 * Request waterfall arithmetic for the cold-load benchmark, kept free of Playwright so it can be
 * unit-tested: which resources a page load requested (and how often), and how deep the chain of
 * requests that had to wait for one another is.
 */

export interface TimedRequest {
  method: string
  url: string
  /** ms since navigation start: when the browser issued the request. */
  startMs: number
  /** ms since navigation start: when its response finished (or it failed). */
  endMs: number
}

export interface LeveledRequest extends TimedRequest {
  resource: string
  /** 1 for a request that waited on no other; otherwise 1 + the deepest request that ended before it began. */
  level: number
}

/** "GET /platform/organizations/{slug}"-style name: method and path, without the query string. */
export function resourceName(method: string, url: string): string {
  const { pathname } = new URL(url)
  return `${method.toUpperCase()} ${pathname}`
}

/**
 * A request can only have waited on requests that had finished when it was issued: its level is one
 * more than the deepest of those. With a fixed injected latency, requests issued together stay on
 * one level, and every level is one more round trip.
 */
export function waterfallLevels(requests: readonly TimedRequest[]): LeveledRequest[] {
  const sorted = [...requests].sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs)
  const leveled: LeveledRequest[] = []
  for (const request of sorted) {
    let level = 1
    for (const earlier of leveled) {
      if (earlier.endMs <= request.startMs) level = Math.max(level, earlier.level + 1)
    }
    leveled.push({ ...request, resource: resourceName(request.method, request.url), level })
  }
  return leveled
}

export interface WaterfallSummary {
  /** Requests per resource, most requested first. */
  counts: { resource: string; count: number }[]
  duplicates: string[]
  totalRequests: number
  depth: number
  /** Level of the first request matching the anchor (the profile), or null when it was not requested. */
  anchorLevel: number | null
  /** Levels below the anchor: depth − anchorLevel. */
  depthAfterAnchor: number | null
  /** One request per level along the deepest chain, for the report. */
  levels: { level: number; resources: string[] }[]
}

export function summarizeWaterfall(requests: readonly TimedRequest[], anchor: (resource: string) => boolean): WaterfallSummary {
  const leveled = waterfallLevels(requests)
  const countByResource = new Map<string, number>()
  for (const request of leveled) countByResource.set(request.resource, (countByResource.get(request.resource) ?? 0) + 1)
  const counts = [...countByResource]
    .map(([resource, count]) => ({ resource, count }))
    .sort((a, b) => b.count - a.count || a.resource.localeCompare(b.resource))
  const depth = leveled.reduce((deepest, request) => Math.max(deepest, request.level), 0)
  const anchorRequest = leveled.find((request) => anchor(request.resource))
  const anchorLevel = anchorRequest ? anchorRequest.level : null
  const levels = Array.from({ length: depth }, (_, index) => ({
    level: index + 1,
    resources: [...new Set(leveled.filter((request) => request.level === index + 1).map((request) => request.resource))],
  }))
  return {
    counts,
    duplicates: counts.filter((entry) => entry.count > 1).map((entry) => entry.resource),
    totalRequests: leveled.length,
    depth,
    anchorLevel,
    depthAfterAnchor: anchorLevel === null ? null : depth - anchorLevel,
    levels,
  }
}
