import { describe, expect, it } from 'vitest'

import { CHAOS_HEADER, type ChaosKind } from '@/mock-platform/chaos'
import { MOCK_GOTRUE_URL, MOCK_PLATFORM_API_URL, useMockPlatform } from '@/mock-platform/use-mock-platform'

type Outcome = 'ok' | ChaosKind

/** One request's fate as a client sees it: a good JSON answer, or which way it failed. */
async function outcomeOf(response: Response): Promise<Outcome> {
  const kind = response.headers.get(CHAOS_HEADER) as ChaosKind | null
  try {
    await response.json()
  } catch {
    return kind ?? 'malformed-json'
  }
  return response.ok ? 'ok' : (kind ?? 'server-error')
}

async function runRequests(count: number): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  for (let index = 0; index < count; index += 1) {
    outcomes.push(await outcomeOf(await fetch(`${MOCK_PLATFORM_API_URL}/organizations`)))
  }
  return outcomes
}

describe("the 'chaos' scenario", () => {
  it('fails about 20% of 500 platform responses with a fixed seed, in every documented way', async () => {
    useMockPlatform('chaos', { seed: 7, chaos: { slowMs: 1 } })
    const outcomes = await runRequests(500)
    const failures = outcomes.filter((outcome) => outcome !== 'ok')
    expect(failures.length / outcomes.length).toBeGreaterThan(0.15)
    expect(failures.length / outcomes.length).toBeLessThan(0.25)
    expect(new Set(failures)).toEqual(new Set(['server-error', 'rate-limited', 'slow', 'malformed-json']))
  })

  it('repeats exactly for the same seed and differs for another', async () => {
    useMockPlatform('chaos', { seed: 11, chaos: { slowMs: 1 } })
    const first = await runRequests(60)
    useMockPlatform('chaos', { seed: 11, chaos: { slowMs: 1 } })
    const second = await runRequests(60)
    useMockPlatform('chaos', { seed: 12, chaos: { slowMs: 1 } })
    const third = await runRequests(60)
    expect(second).toEqual(first)
    expect(third).not.toEqual(first)
  })

  it('rate-limits with 429 and Retry-After: 1', async () => {
    useMockPlatform('chaos', { chaos: { rate: 1, kinds: ['rate-limited'] } })
    const response = await fetch(`${MOCK_PLATFORM_API_URL}/organizations`)
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('1')
  })

  it('stalls slow responses beyond a client time-out', async () => {
    useMockPlatform('chaos', { chaos: { rate: 1, kinds: ['slow'] } })
    await expect(
      fetch(`${MOCK_PLATFORM_API_URL}/organizations`, { signal: AbortSignal.timeout(200) })
    ).rejects.toMatchObject({ name: 'TimeoutError' })
  })

  it('spares GoTrue: only platform responses misbehave', async () => {
    useMockPlatform('chaos', { seed: 7, chaos: { rate: 1 } })
    const statuses = new Set<number>()
    for (let index = 0; index < 20; index += 1) {
      statuses.add((await fetch(`${MOCK_GOTRUE_URL}/user`)).status)
    }
    expect(statuses).toEqual(new Set([401]))
  })

  it('keeps every other scenario calm', async () => {
    useMockPlatform('default')
    expect(new Set(await runRequests(50))).toEqual(new Set(['ok']))
  })
})
