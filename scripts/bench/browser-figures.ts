/**
 * Browser figures, in Debian's Chromium through Playwright's library API (not the test runner):
 * the request waterfall of a cold /org/{slug} load against the mock platform, and how many rows
 * the SQL editor's grid keeps in the DOM while showing a big result.
 */
import { chromium, type Browser, type Page, type Request } from '@playwright/test'

import { MOCK_USER_EMAIL, MOCK_USER_PASSWORD, PRIMARY_ORG_SLUG } from '../../mock-platform/seed-ids'

import { sleep } from './processes'
import { summarizeWaterfall, waterfallLevels, type TimedRequest, type WaterfallSummary } from './waterfall'

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
}

/** Data requests only: fetch/XHR, without Next's RSC payloads (route prefetches, not data). */
function isDataRequest(request: Request): boolean {
  if (!['fetch', 'xhr'].includes(request.resourceType())) return false
  return !(request.headers()['rsc'] === '1' || new URL(request.url()).searchParams.has('_rsc'))
}

/** Records data requests with their start/end relative to `t0` until the page has been quiet for `quietMs`. */
function recordRequests(page: Page, t0: () => number) {
  const timings = new Map<Request, TimedRequest>()
  let inFlight = 0
  let lastEventAt = Date.now()
  page.on('request', (request) => {
    if (!isDataRequest(request)) return
    inFlight += 1
    lastEventAt = Date.now()
    timings.set(request, { method: request.method(), url: request.url(), startMs: t0(), endMs: Number.NaN })
  })
  const finish = (request: Request) => {
    const timing = timings.get(request)
    if (!timing || !Number.isNaN(timing.endMs)) return
    inFlight -= 1
    lastEventAt = Date.now()
    timing.endMs = t0()
  }
  page.on('requestfinished', finish)
  page.on('requestfailed', finish)
  return {
    async settle(quietMs: number, timeoutMs: number) {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastEventAt < quietMs)) await sleep(100)
    },
    requests: () => [...timings.values()].filter((timing) => !Number.isNaN(timing.endMs)),
  }
}

export interface ColdLoadResult extends WaterfallSummary {
  latencyMs: number
  /** What the mock platform itself saw during the load (browser and Next server), by resource. */
  mockLog: { resource: string; count: number }[]
  requests: (TimedRequest & { resource: string; level: number })[]
}

/**
 * Signs in through the form, then opens /org/{slug} in a fresh page (new document: empty query
 * cache; browser cache off) with a fixed network latency, so every level of the waterfall is
 * one visible round trip.
 */
export async function measureOrgColdLoad({
  platformUrl,
  mockUrl,
  latencyMs = 150,
}: {
  platformUrl: string
  mockUrl: string
  latencyMs?: number
}): Promise<ColdLoadResult> {
  const browser = await launchChromium()
  try {
    const context = await browser.newContext()
    // The consent card is answered beforehand (it is not part of the page under test).
    await context.addInitScript(() => {
      if (!localStorage.getItem('supabase-consent')) {
        localStorage.setItem('supabase-consent', JSON.stringify({ status: 'accepted', services: {} }))
      }
    })
    const signInPage = await context.newPage()
    await signInPage.goto(`${platformUrl}/dashboard/sign-in`)
    await signInPage.getByLabel('Email').fill(MOCK_USER_EMAIL)
    await signInPage.getByLabel('Password').fill(MOCK_USER_PASSWORD)
    await signInPage.getByRole('button', { name: 'Sign In' }).click()
    await signInPage.waitForURL((url) => !url.pathname.includes('/sign-in'), { timeout: 60_000 })
    await signInPage.waitForLoadState('networkidle')
    await signInPage.close()

    const logBefore = await mockRequestLog(mockUrl)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: latencyMs, downloadThroughput: -1, uploadThroughput: -1 })
    let navigationStart = 0
    const recorder = recordRequests(page, () => Date.now() - navigationStart)
    navigationStart = Date.now()
    await page.goto(`${platformUrl}/dashboard/org/${PRIMARY_ORG_SLUG}`, { timeout: 60_000 })
    await recorder.settle(2_000 + latencyMs * 2, 60_000)
    const requests = recorder.requests()
    const logAfter = await mockRequestLog(mockUrl)

    const summary = summarizeWaterfall(requests, (resource) => resource === 'GET /platform/profile')
    const mockCounts = new Map<string, number>()
    for (const entry of logAfter.slice(logBefore.length)) {
      const resource = `${entry.method} ${entry.path}`
      mockCounts.set(resource, (mockCounts.get(resource) ?? 0) + 1)
    }
    return {
      ...summary,
      latencyMs,
      mockLog: [...mockCounts].map(([resource, count]) => ({ resource, count })).sort((a, b) => b.count - a.count),
      requests: waterfallLevels(requests),
    }
  } finally {
    await browser.close()
  }
}

async function mockRequestLog(mockUrl: string): Promise<{ method: string; path: string }[]> {
  const response = await fetch(`${mockUrl}/__mock/requests`)
  if (!response.ok) throw new Error(`GET ${mockUrl}/__mock/requests answered ${response.status}`)
  return ((await response.json()) as { requests: { method: string; path: string }[] }).requests
}

export interface GridDomResult {
  resultRows: number
  domRowsAtTop: number
  domRowsAfterScroll: number
  /** From pressing Run to the results line showing every row (ms). */
  runToResultsMs: number
}

/** Runs a `rows`-row query in the SQL editor and counts [role=row] elements in the page. */
export async function measureSqlEditorGrid({ baseUrl, rows }: { baseUrl: string; rows: number }): Promise<GridDomResult> {
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    await page.goto(`${baseUrl}/dashboard/project/default/sql/new`, { timeout: 60_000 })
    const editor = page.getByRole('textbox', { name: 'SQL editor' })
    await editor.waitFor({ timeout: 60_000 })
    await editor.click()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.insertText(`select g as id, md5(g::text) as hash from generate_series(1, ${rows}) as g`)
    const start = Date.now()
    await page.keyboard.press('ControlOrMeta+Enter')
    await page.getByText(`Results: ${rows} rows`, { exact: true }).waitFor({ timeout: 180_000 })
    const runToResultsMs = Date.now() - start
    const grid = page.getByRole('grid', { name: 'Query results' })
    await grid.locator('[role=gridcell]').first().waitFor()
    const domRowsAtTop = await page.locator('[role=row]').count()
    await grid.evaluate((element) => {
      element.scrollTop = element.scrollHeight / 2
    })
    await sleep(300)
    const domRowsAfterScroll = await page.locator('[role=row]').count()
    return { resultRows: rows, domRowsAtTop, domRowsAfterScroll, runToResultsMs }
  } finally {
    await browser.close()
  }
}
