import { http, HttpResponse, type HttpHandler } from 'msw'

import type { PlatformState } from './platform-state'

/**
 * The 'chaos' scenario: a seeded share of platform responses misbehave the way real networks and
 * gateways do, so retry, back-off, time-out and parse-error paths can be exercised.
 */
export type ChaosKind = 'server-error' | 'rate-limited' | 'slow' | 'malformed-json'

export interface ChaosOptions {
  /** Share of platform responses that misbehave, 0..1. */
  rate: number
  seed: number
  /** How long a 'slow' answer stalls before its 504: beyond the client's 60 s HEAD time-out by default. */
  slowMs: number
  kinds: ChaosKind[]
}

export const DEFAULT_CHAOS: ChaosOptions = {
  rate: 0.2,
  seed: 1,
  slowMs: 65_000,
  kinds: ['server-error', 'rate-limited', 'slow', 'malformed-json'],
}

/** Every chaotic response carries this header naming its kind, so tests can tell them apart. */
export const CHAOS_HEADER = 'x-mock-chaos'

/**
 * A catch-all placed before the platform routes: when the dice say so it answers with a failure,
 * otherwise it returns nothing and MSW falls through to the real route.
 */
export function createChaosHandler({ baseUrl, state }: { baseUrl: string; state: PlatformState }): HttpHandler {
  return http.all(`${baseUrl}/*`, async ({ request }) => {
    const chaos = state.chaos
    if (!chaos || chaos.kinds.length === 0 || state.random() >= chaos.rate) return undefined
    const kind = chaos.kinds[Math.floor(state.random() * chaos.kinds.length)]
    return chaosResponse(kind, chaos, request)
  })
}

async function chaosResponse(kind: ChaosKind, chaos: ChaosOptions, request: Request): Promise<Response> {
  const headers = new Headers({ [CHAOS_HEADER]: kind })
  const requestId = request.headers.get('x-request-id')
  if (requestId) headers.set('x-request-id', requestId)
  switch (kind) {
    case 'server-error':
      return HttpResponse.json({ message: 'Internal server error' }, { status: 500, headers })
    case 'rate-limited':
      headers.set('retry-after', '1')
      return HttpResponse.json({ message: 'Too many requests' }, { status: 429, headers })
    case 'slow':
      await sleep(chaos.slowMs, request.signal)
      return HttpResponse.json({ message: 'Gateway time-out' }, { status: 504, headers })
    case 'malformed-json':
      headers.set('content-type', 'application/json')
      // A body cut off mid-way, as a proxy dropping the connection would leave it.
      return new HttpResponse('{"message": "Internal', { status: 200, headers })
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve()
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true }
    )
  })
}
