import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { LogsExplorer } from '@/components/project/logs/logs-explorer'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { buildLogsQuery } from '@/lib/logs/default-query'
import { useChatEnv } from '@/tests/ai-panel/helpers/chat-route'
import { API_URL, renderPage, SELF_HOSTED_CONFIG } from '@/tests/database-pages/helpers/render-page'
import { server } from '@/tests/setup/msw-server'

const LOGS_URL = `${API_URL}/projects/default/analytics/endpoints/logs.all`
const LLM_URL = 'https://llm.test/v1/chat/completions'
const GENERATED = "select id, timestamp, event_message, error_severity from postgres_logs where regexp_contains(event_message, '(?i)deadlock') order by timestamp desc limit 100"

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
beforeEach(() => useChatEnv({ OPENAI_BASE_URL: 'https://llm.test/v1', OPENAI_API_KEY: 'test', AI_MODEL: 'test-model', PGLITE_DATA_DIR: '/nonexistent' }))
afterEach(() => resetPlatformClient())

function serveLogs(requests: string[]) {
  server.use(
    http.get(LOGS_URL, ({ request }) => {
      const sql = new URL(request.url).searchParams.get('sql') ?? ''
      requests.push(sql)
      const now = Date.now() * 1000
      if (sql === GENERATED) {
        return HttpResponse.json({ result: [{ id: 'd1', timestamp: now, event_message: 'deadlock detected', error_severity: 'ERROR' }] })
      }
      return HttpResponse.json({ result: [] })
    })
  )
}

describe('AI log generator in the logs explorer', () => {
  it('turns a described search into a logs query, places it in the editor and shows what it answers', { timeout: 30_000 }, async () => {
    const requests: string[] = []
    serveLogs(requests)
    const prompts: string[] = []
    server.use(
      http.post('*/dashboard/api/ai/log-generator', async ({ request }) => (await import('@/app/api/ai/log-generator/route')).POST(request)),
      http.post(LLM_URL, async ({ request }) => {
        prompts.push(((await request.json()) as { messages: { content: string }[] }).messages.map((message) => message.content).join('\n'))
        return HttpResponse.json({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: 1,
          model: 'test-model',
          choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify({ sql: `${GENERATED};` }) }, finish_reason: 'stop' }],
        })
      })
    )
    renderPage(<LogsExplorer projectRef="default" />, { ...SELF_HOSTED_CONFIG, isAiConfigured: true })
    await screen.findByText('No events in this time range.')
    expect(screen.getByRole('textbox', { name: 'Logs query' })).toHaveValue(buildLogsQuery('postgres_logs'))

    await userEvent.type(screen.getByRole('textbox', { name: 'Describe the logs to find' }), 'deadlocks')
    await userEvent.click(screen.getByRole('button', { name: 'Generate query' }))

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Logs query' })).toHaveValue(GENERATED), { timeout: 15_000 })
    expect(prompts[0]).toContain('Source table: postgres_logs')
    expect(prompts[0]).toContain('Search: deadlocks')
    const grid = await screen.findByRole('grid', { name: 'Log events' })
    expect(requests.at(-1)).toBe(GENERATED)
    expect(within(grid).getByRole('columnheader', { name: 'error_severity' })).toBeInTheDocument()
    expect(within(grid).getByText('deadlock detected')).toBeInTheDocument()

    // Back to the builder's query.
    await userEvent.click(screen.getByRole('button', { name: 'Back to the built query' }))
    expect(screen.getByRole('textbox', { name: 'Logs query' })).toHaveValue(buildLogsQuery('postgres_logs'))
  })

  it('a query typed in the editor runs as written', async () => {
    const requests: string[] = []
    serveLogs(requests)
    renderPage(<LogsExplorer projectRef="default" />)
    await screen.findByText('No events in this time range.')
    const editor = screen.getByRole('textbox', { name: 'Logs query' })
    await userEvent.clear(editor)
    await userEvent.type(editor, 'select id, timestamp, event_message from postgres_logs limit 5')
    await userEvent.click(screen.getByRole('button', { name: 'Run query' }))
    await waitFor(() => expect(requests.at(-1)).toBe('select id, timestamp, event_message from postgres_logs limit 5'))
  })

  it('without a provider, says how to configure one instead of offering the generator', async () => {
    serveLogs([])
    renderPage(<LogsExplorer projectRef="default" />)
    expect(await screen.findByText('The AI log generator needs an AI provider')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Generate query' })).not.toBeInTheDocument()
  })
})
