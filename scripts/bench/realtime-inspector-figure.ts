/**
 * The realtime inspector under load: the page joins a channel on the mock realtime server, which then
 * sends 1,000 broadcasts a second for 10 s. Measured in Chromium: the most message rows ever in the
 * DOM (sampled every animation frame) and the longest main-thread task (PerformanceObserver 'longtask').
 */
import { launchChromium } from './browser-figures'
import { sleep } from './processes'

export const REALTIME_BENCH_RATE = 1_000
export const REALTIME_BENCH_SECONDS = 10
export const MAX_DOM_ROWS = 100
export const MAX_LONG_TASK_MS = 50

export interface RealtimeInspectorFigure {
  sent: number
  /** Messages the page counted (the list keeps the last 500). */
  shownAtEnd: number
  maxDomRows: number
  longTasks: number
  longestTaskMs: number
}

declare global {
  interface Window {
    __realtimeBench?: { longTasks: Array<{ startTime: number; duration: number }>; maxRows: number; since: number }
  }
}

export async function measureRealtimeInspector({ dashboardUrl, mockUrl }: { dashboardUrl: string; mockUrl: string }): Promise<RealtimeInspectorFigure> {
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    await page.addInitScript(() => {
      const state = { longTasks: [] as Array<{ startTime: number; duration: number }>, maxRows: 0, since: Number.POSITIVE_INFINITY }
      window.__realtimeBench = state
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) state.longTasks.push({ startTime: entry.startTime, duration: entry.duration })
      }).observe({ type: 'longtask', buffered: true })
      // Every 16 ms (a frame): the most message rows the list ever holds in the DOM.
      setInterval(() => {
        state.maxRows = Math.max(state.maxRows, document.querySelectorAll('[data-testid="realtime-message-row"]').length)
      }, 16)
    })
    await page.goto(`${dashboardUrl}/dashboard/project/default/realtime/inspector`, { timeout: 120_000 })
    const form = page.getByRole('form', { name: 'Connect to a channel' })
    await form.getByLabel('Channel', { exact: true }).fill('bench')
    await form.getByLabel('Presence').uncheck()
    await form.getByRole('button', { name: 'Connect' }).click()
    await page.getByText('Subscribed', { exact: true }).waitFor({ timeout: 60_000 })
    // Only tasks from the stream's start count: loading the page and realtime-js are not receiving.
    await page.evaluate(() => {
      if (window.__realtimeBench) window.__realtimeBench.since = performance.now()
    })

    const total = REALTIME_BENCH_RATE * REALTIME_BENCH_SECONDS
    const response = await fetch(`${mockUrl}/__mock/realtime/broadcast`, {
      method: 'POST',
      body: JSON.stringify({ project: 'gateway', topic: 'bench', event: 'tick', payload: { text: 'load' }, perSecond: REALTIME_BENCH_RATE, seconds: REALTIME_BENCH_SECONDS }),
    })
    if (!response.ok) throw new Error(`The mock refused the broadcast stream: ${response.status} ${await response.text()}`)
    // Wait until the last message has arrived (the newest row carries seq = total), or give up after 60 s.
    const deadline = Date.now() + (REALTIME_BENCH_SECONDS + 60) * 1000
    while (Date.now() < deadline) {
      const newest = await page.getByTestId('realtime-message-row').first().textContent()
      if (newest?.includes(`"seq":${total}`)) break
      await sleep(250)
    }
    const measured = await page.evaluate(() => {
      const state = window.__realtimeBench
      return { maxRows: state?.maxRows ?? 0, longTasks: (state?.longTasks ?? []).filter((task) => task.startTime >= (state?.since ?? 0)).map((task) => task.duration) }
    })
    const summary = (await page.getByText(/message(s)? \(the last 500 are kept\)/).textContent()) ?? ''
    return {
      sent: total,
      shownAtEnd: Number(/^(\d+)/.exec(summary)?.[1] ?? 0),
      maxDomRows: measured.maxRows,
      longTasks: measured.longTasks.length,
      longestTaskMs: Math.round(Math.max(0, ...measured.longTasks)),
    }
  } finally {
    await browser.close()
  }
}

export function realtimeInspectorFailures(figure: RealtimeInspectorFigure): string[] {
  const failures: string[] = []
  if (figure.maxDomRows > MAX_DOM_ROWS) failures.push(`realtime inspector kept ${figure.maxDomRows} message rows in the DOM (at most ${MAX_DOM_ROWS})`)
  if (figure.longestTaskMs > MAX_LONG_TASK_MS) failures.push(`realtime inspector had a ${figure.longestTaskMs} ms main-thread task (at most ${MAX_LONG_TASK_MS} ms)`)
  if (figure.shownAtEnd !== 500) failures.push(`realtime inspector ended with ${figure.shownAtEnd} messages listed instead of the last 500`)
  return failures
}

export function formatRealtimeInspector(figure: RealtimeInspectorFigure): string {
  return (
    `Realtime inspector (${REALTIME_BENCH_RATE.toLocaleString('en')} broadcasts/s for ${REALTIME_BENCH_SECONDS} s, ${figure.sent.toLocaleString('en')} in all)\n` +
    `  message rows in the DOM at most ${figure.maxDomRows} (limit ${MAX_DOM_ROWS}); listed at the end ${figure.shownAtEnd}\n` +
    `  long tasks ${figure.longTasks}, longest ${figure.longestTaskMs} ms (limit ${MAX_LONG_TASK_MS} ms)`
  )
}
