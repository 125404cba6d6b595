import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { ReportInfrastructure } from '@/components/project/reports/report-infrastructure'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { infraPeriod, infraPoints } from '@/lib/reports/infra-metrics'
import { PRIMARY_PROJECT_REF } from '@/mock-platform/seed-ids'
import { configureMockPlatformClient, MOCK_PLATFORM_API_URL, useMockPlatform } from '@/mock-platform/use-mock-platform'
import { server } from '@/tests/setup/msw-server'
import { createTestQueryClient } from '@/tests/setup/test-query-client'

beforeEach(() => configureMockPlatformClient())
afterEach(() => resetPlatformClient())

const monitoring = (query: Record<string, string>, ref = PRIMARY_PROJECT_REF) =>
  fetch(`${MOCK_PLATFORM_API_URL}/projects/${ref}/infra-monitoring?${new URLSearchParams(query)}`, { headers: { authorization: 'Bearer test' } })

describe('the mock platform’s infra-monitoring', () => {
  it('answers one point per interval, the same values for the same period every time', async () => {
    useMockPlatform()
    const query = { attribute: 'avg_cpu_usage', startDate: '2026-11-30T00:00:00.000Z', endDate: '2026-11-30T02:00:00.000Z', interval: '30m' }
    const first = (await (await monitoring(query)).json()) as { data: Record<string, unknown>[]; yAxisLimit: number; format: string }
    expect(first.data.map((point) => point.period_start)).toEqual([
      '2026-11-30T00:00:00.000Z',
      '2026-11-30T00:30:00.000Z',
      '2026-11-30T01:00:00.000Z',
      '2026-11-30T01:30:00.000Z',
      '2026-11-30T02:00:00.000Z',
    ])
    expect(first).toMatchObject({ yAxisLimit: 100, format: '%' })
    for (const point of first.data) expect(point.avg_cpu_usage).toEqual(expect.any(Number))
    const again = (await (await monitoring(query)).json()) as { data: unknown[] }
    expect(again.data).toEqual(first.data)
    // A finer interval over the same period contains the same points at the same times.
    const fine = (await (await monitoring({ ...query, interval: '10m' })).json()) as { data: Record<string, unknown>[] }
    expect(fine.data.filter((point) => String(point.period_start).endsWith(':30:00.000Z'))).toContainEqual(first.data[1])
  })

  it('refuses an unknown attribute, a bad period, too many points and an unknown project', async () => {
    useMockPlatform()
    const period = { startDate: '2026-11-01T00:00:00.000Z', endDate: '2026-11-30T00:00:00.000Z' }
    expect((await monitoring({ ...period, attribute: 'cpu', interval: '1d' })).status).toBe(400)
    expect((await monitoring({ attribute: 'ram_usage', startDate: 'yesterday', endDate: period.endDate })).status).toBe(400)
    const tooMany = await monitoring({ ...period, attribute: 'ram_usage', interval: '1m' })
    expect(tooMany.status).toBe(400)
    expect(((await tooMany.json()) as { message: string }).message).toMatch(/pick a longer interval/)
    expect((await monitoring({ ...period, attribute: 'ram_usage', interval: '1d' }, 'nope')).status).toBe(404)
  })
})

describe('infra metric periods', () => {
  it('rounds the end down to the interval, so re-renders ask for the same points', () => {
    const now = Date.parse('2026-12-01T12:34:56.789Z')
    expect(infraPeriod('1h', now)).toEqual({ startDate: '2026-12-01T11:34:00.000Z', endDate: '2026-12-01T12:34:00.000Z', interval: '1m' })
    expect(infraPeriod('7d', now)).toEqual({ startDate: '2026-11-24T12:00:00.000Z', endDate: '2026-12-01T12:00:00.000Z', interval: '1h' })
    expect(infraPoints([{ period_start: '2026-12-01T01:00:00Z', ram_usage: '5.5' }, { period_start: '2026-12-01T00:00:00Z', ram_usage: 4 }, { period_start: 'x', ram_usage: 1 }], 'ram_usage')).toEqual([
      { at: Date.parse('2026-12-01T00:00:00Z'), value: 4 },
      { at: Date.parse('2026-12-01T01:00:00Z'), value: 5.5 },
    ])
  })
})

describe('Infrastructure charts on the database report', () => {
  it('draws CPU, memory and disk I/O, and asks again at the interval of the range picked', async () => {
    useMockPlatform()
    const asked: URL[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/infra-monitoring')) asked.push(new URL(request.url))
    })
    render(
      <QueryClientProvider client={createTestQueryClient({ queries: { retry: false } })}>
        <ReportInfrastructure projectRef={PRIMARY_PROJECT_REF} />
      </QueryClientProvider>
    )
    for (const name of ['CPU usage', 'Memory usage', 'Disk I/O']) {
      const metric = await screen.findByRole('region', { name })
      expect(await within(metric).findByText(/^Latest \d+\.\d%, average \d+\.\d%, peak \d+\.\d%$/)).toBeInTheDocument()
    }
    expect(new Set(asked.map((url) => url.searchParams.get('attribute')))).toEqual(new Set(['avg_cpu_usage', 'ram_usage', 'disk_io_consumption']))
    expect(asked.every((url) => url.searchParams.get('interval') === '30m')).toBe(true)

    asked.length = 0
    await userEvent.selectOptions(screen.getByLabelText('Time range'), 'Last hour')
    await within(await screen.findByRole('region', { name: 'CPU usage' })).findByText(/^Latest /)
    await expect.poll(() => asked.length).toBe(3)
    expect(asked.every((url) => url.searchParams.get('interval') === '1m')).toBe(true)
    server.events.removeAllListeners()
  })
})
