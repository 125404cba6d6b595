import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { LogsExplorer } from '@/components/project/logs/logs-explorer'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { logQueryTemplatesFor } from '@/lib/logs/log-query-templates'
import { PRIMARY_PROJECT_REF } from '@/mock-platform/seed-ids'
import { useMockPlatform } from '@/mock-platform/use-mock-platform'
import { useRecentLogQueries } from '@/stores/recent-log-queries-store'

import { renderWithPlatform } from '../billing/render-with-platform'

vi.mock('next/navigation', async () => (await import('@/tests/setup/fake-navigation')).fakeNavigationModule)

// jsdom has no layout and no ResizeObserver: give elements a box so the results grid and chart render.
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
beforeEach(() => {
  localStorage.clear()
  useRecentLogQueries.setState({ byProject: {} })
})
afterEach(() => resetPlatformClient())

const ref = PRIMARY_PROJECT_REF
const errorsTemplate = logQueryTemplatesFor('edge_logs').find((template) => template.id === 'errors')!

describe('logs explorer: templates, saved and recent queries', () => {
  it('runs a template, saves it as log_sql content, renames and deletes it, and lists it as recent', async () => {
    const state = useMockPlatform()
    const user = userEvent.setup()
    renderWithPlatform(<LogsExplorer projectRef={ref} />)
    const saved = screen.getByRole('region', { name: 'Saved queries' })
    expect(await within(saved).findByText('No saved queries yet.', {}, { timeout: 15_000 })).toBeVisible()

    await user.click(within(screen.getByRole('region', { name: 'Templates' })).getByRole('button', { name: 'Recent errors' }))
    expect(screen.getByRole('textbox', { name: 'Logs query' })).toHaveValue(errorsTemplate.sql)
    await waitFor(() => expect(state.requests.some((request) => new URLSearchParams(request.search).get('sql') === errorsTemplate.sql)).toBe(true), { timeout: 10_000 })
    const recent = screen.getByRole('region', { name: 'Recent queries' })
    expect(within(recent).getByRole('button', { name: errorsTemplate.sql })).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Save query' }))
    const name = await screen.findByRole('textbox', { name: 'Query name' }, { timeout: 10_000 })
    await user.type(name, 'Gateway errors')
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save query' }))
    expect(await within(saved).findByRole('button', { name: 'Open Gateway errors' }, { timeout: 10_000 })).toBeVisible()
    const put = state.requests.filter((request) => request.method === 'PUT' && request.path.endsWith('/content')).at(-1)
    expect(put?.body).toMatchObject({ name: 'Gateway errors', type: 'log_sql', content: { sql: errorsTemplate.sql, schema_version: '1' } })

    // A second save under the same name is refused at the field.
    await user.click(screen.getByRole('button', { name: 'Save query' }))
    await user.type(await screen.findByRole('textbox', { name: 'Query name' }, { timeout: 10_000 }), 'Gateway errors')
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save query' }))
    expect(screen.getByRole('textbox', { name: 'Query name' })).toHaveAccessibleDescription(/"Gateway errors" already exists/)
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()

    await user.click(within(saved).getByRole('button', { name: 'Rename Gateway errors' }))
    const rename = await screen.findByRole('textbox', { name: 'Query name' }, { timeout: 10_000 })
    await user.clear(rename)
    await user.type(rename, 'Edge 4xx and 5xx')
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Rename' }))
    expect(await within(saved).findByRole('button', { name: 'Open Edge 4xx and 5xx' }, { timeout: 10_000 })).toBeVisible()
    expect(state.snippets[ref]?.filter((snippet) => snippet.type === 'log_sql').map((snippet) => snippet.name)).toEqual(['Edge 4xx and 5xx'])

    await user.click(within(saved).getByRole('button', { name: 'Delete Edge 4xx and 5xx' }))
    await user.click(within(await screen.findByRole('dialog', {}, { timeout: 10_000 })).getByRole('button', { name: 'Delete query' }))
    expect(await within(saved).findByText('No saved queries yet.', {}, { timeout: 10_000 })).toBeVisible()
    expect(useRecentLogQueries.getState().byProject[ref]?.[0]?.sql).toBe(errorsTemplate.sql)
  })
})
