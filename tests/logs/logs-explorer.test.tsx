import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { LogsExplorer } from '@/components/project/logs/logs-explorer'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { buildLogsQuery, DEFAULT_LOGS_QUERY } from '@/lib/logs/default-query'
import { server } from '@/tests/setup/msw-server'
import { API_URL, renderPage, SELF_HOSTED_CONFIG } from '@/tests/database-pages/helpers/render-page'

const LOGS_URL = `${API_URL}/projects/default/analytics/endpoints/logs.all`

// jsdom has no layout and no ResizeObserver: give elements a box so the grid and chart can render.
const descriptors = {
  clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
  clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
}
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 })
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 })
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver
})
afterAll(() => {
  if (descriptors.clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', descriptors.clientHeight)
  if (descriptors.clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', descriptors.clientWidth)
})
afterEach(() => resetPlatformClient())
// The saved-queries list beside the explorer (tests/logs/log-queries.test.tsx covers it).
beforeEach(() => server.use(http.get(`${API_URL}/projects/:ref/content`, () => HttpResponse.json({ data: [] }))))

function logsHandler(respond: (params: URLSearchParams) => object, requests: URLSearchParams[] = []) {
  return http.get(LOGS_URL, ({ request }) => {
    const params = new URL(request.url).searchParams
    requests.push(params)
    return HttpResponse.json(respond(params))
  })
}

describe('Logs explorer', () => {
  it("self-hosted, starts on Postgres's own log and shows the server's explanation", async () => {
    const requests: URLSearchParams[] = []
    const message = "Postgres logs are not available on this self-hosted database: logging_collector is off. To read them here, set logging_collector = on and log_destination = 'csvlog'"
    server.use(logsHandler(() => ({ result: [], error: { message } }), requests))
    renderPage(<LogsExplorer projectRef="default" />)

    expect(screen.getByRole('heading', { level: 1, name: 'Logs' })).toBeInTheDocument()
    expect(await screen.findByText('Logs are not available here')).toBeInTheDocument()
    expect(screen.getByText(message)).toBeInTheDocument()
    const [params] = requests
    expect(params.get('sql')).toBe(buildLogsQuery('postgres_logs'))
    const start = Date.parse(params.get('iso_timestamp_start')!)
    const end = Date.parse(params.get('iso_timestamp_end')!)
    expect(end - start).toBe(60 * 60_000)
  })

  it('on the platform, queries the API gateway, adds picked fields to the query and shows a row as JSON', async () => {
    const requests: URLSearchParams[] = []
    const now = Date.now()
    server.use(
      logsHandler(
        () => ({
          result: [
            { id: 'a', timestamp: now * 1000, event_message: 'GET | 200 | /rest/v1/todos', metadata_request_method: 'GET' },
            { id: 'b', timestamp: (now - 60_000) * 1000, event_message: 'GET | 500 | /auth/v1/token', metadata_request_method: 'POST' },
          ],
        }),
        requests
      )
    )
    renderPage(<LogsExplorer projectRef="default" />, { ...SELF_HOSTED_CONFIG, isPlatform: true })

    const grid = await screen.findByRole('grid', { name: 'Log events' })
    expect(requests[0].get('sql')).toBe(DEFAULT_LOGS_QUERY)
    expect(within(grid).getByText('GET | 500 | /auth/v1/token')).toBeInTheDocument()
    expect(screen.getByText('2 events in 61 buckets (busiest: 1)')).toBeInTheDocument()

    await userEvent.type(screen.getByRole('textbox', { name: 'Filter fields' }), 'request.method')
    await userEvent.click(screen.getByRole('checkbox', { name: /metadata\.request\.method/ }))
    await waitFor(() =>
      expect(requests.at(-1)?.get('sql')).toBe(buildLogsQuery('edge_logs', ['id', 'timestamp', 'event_message', 'metadata.request.method']))
    )
    expect(await within(grid).findByRole('columnheader', { name: 'metadata.request.method' })).toBeInTheDocument()
    expect(within(grid).getByText('POST')).toBeInTheDocument()

    await userEvent.click(within(grid).getByText('GET | 500 | /auth/v1/token'))
    const detail = screen.getByRole('region', { name: 'Log event' })
    expect(JSON.parse(within(detail).getByText(/"id": "b"/).textContent!)).toMatchObject({ id: 'b', metadata_request_method: 'POST' })
  })

  it('refuses an inverted custom range without querying', async () => {
    const requests: URLSearchParams[] = []
    server.use(logsHandler(() => ({ result: [] }), requests))
    renderPage(<LogsExplorer projectRef="default" />)
    await screen.findByText('No events in this time range.')
    await userEvent.selectOptions(screen.getByLabelText('Time range'), 'custom')
    const from = screen.getByLabelText('From')
    await userEvent.clear(from)
    await userEvent.type(from, '2030-01-01T10:00')
    expect(screen.getByRole('alert')).toHaveTextContent('The start of the custom range must be before its end')
    const count = requests.length
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(requests).toHaveLength(count)
  })
})
