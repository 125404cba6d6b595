import { describe, expect, it } from 'vitest'

import { PRIMARY_PROJECT_REF } from '@/mock-platform/seed-ids'
import { MOCK_PLATFORM_API_URL, useMockPlatform } from '@/mock-platform/use-mock-platform'

const url = `${MOCK_PLATFORM_API_URL}/projects/${PRIMARY_PROJECT_REF}/config/realtime`

async function call(method: string, body?: unknown) {
  const response = await fetch(url, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('mock GET/PATCH /platform/projects/{ref}/config/realtime', () => {
  it('starts from the defaults, keeps a change, and refuses values out of range or unknown', async () => {
    useMockPlatform()
    expect((await call('GET')).body).toMatchObject({ private_only: false, max_concurrent_users: 200, max_events_per_second: 100 })
    expect(await call('PATCH', { private_only: true, max_events_per_second: 500 })).toMatchObject({ status: 200, body: { private_only: true, max_events_per_second: 500 } })
    expect((await call('GET')).body).toMatchObject({ private_only: true, max_events_per_second: 500, max_concurrent_users: 200 })
    expect(await call('PATCH', { max_joins_per_second: 0 })).toMatchObject({ status: 400, body: { message: 'max_joins_per_second must be a whole number from 1 to 5000' } })
    expect(await call('PATCH', { colour: 'blue' })).toMatchObject({ status: 400, body: { message: 'Unknown realtime setting colour' } })
    expect((await fetch(`${MOCK_PLATFORM_API_URL}/projects/nope/config/realtime`)).status).toBe(404)
  })
})
