import { describe, expect, it } from 'vitest'

import { createQueryClient } from '@/lib/api/query-client'
import { ResponseError } from '@/lib/api/response-error'
import { retryDelay, shouldRetry } from '@/lib/api/retry'

describe('retry policy for reads (SPEC §7, §9)', () => {
  it.each([400, 401, 403, 404, 409, 422])('does not retry a %i', (status) => {
    expect(shouldRetry(0, new ResponseError('x', status))).toBe(false)
  })

  it('retries a 429 like a server error', () => {
    expect(shouldRetry(0, new ResponseError('x', 429))).toBe(true)
  })

  it('retries other errors while fewer than 3 attempts were made', () => {
    const error = new ResponseError('x', 500)
    expect(shouldRetry(0, error)).toBe(true)
    expect(shouldRetry(2, error)).toBe(true)
    expect(shouldRetry(3, error)).toBe(false)
  })

  it('retries network failures, which carry no status', () => {
    expect(shouldRetry(1, new ResponseError('Unable to reach the server.'))).toBe(true)
  })

  it('waits retryAfter seconds when the server gave it', () => {
    expect(retryDelay(0, new ResponseError('x', 429, 'id', 7))).toBe(7000)
  })

  it('otherwise backs off 1000 ms × 2^attempt, capped at 30 s', () => {
    const error = new ResponseError('x', 500)
    expect(retryDelay(0, error)).toBe(1000)
    expect(retryDelay(1, error)).toBe(2000)
    expect(retryDelay(4, error)).toBe(16000)
    expect(retryDelay(5, error)).toBe(30000)
    expect(retryDelay(10, error)).toBe(30000)
  })

  it('makes 60 s the default freshness of queries', () => {
    const client = createQueryClient()
    expect(client.getDefaultOptions().queries?.staleTime).toBe(60000)
  })
})
