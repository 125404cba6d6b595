import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { platform, sendPlatformRequest } from '@/lib/api/client'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { setErrorReporter } from '@/lib/api/error-reporter'
import { handleError } from '@/lib/api/handle-error'
import { post } from '@/lib/api/helpers'
import { ResponseError } from '@/lib/api/response-error'
import { isResponseShapeError, UNEXPECTED_SHAPE_MESSAGE } from '@/lib/api/response-shape'
import { shouldRetry } from '@/lib/api/retry'
import { responseSchemas } from '@/lib/api/schemas/response-schemas.generated'
import type { PlatformState } from '@/mock-platform/platform-state'
import { PRIMARY_ORG_SLUG, PRIMARY_PROJECT_REF, SEEDED_FUNCTION_SLUG } from '@/mock-platform/seed-ids'
import { connectionStringFor } from '@/mock-platform/seed-projects'
import { configureMockPlatformClient, useMockPlatform } from '@/mock-platform/use-mock-platform'

const ROOT = join(__dirname, '..', '..')
const SUBSCRIPTION = '/platform/organizations/{slug}/billing/subscription' as const

const configure = configureMockPlatformClient

describe('answers are checked against openapi.yaml at the client boundary', () => {
  const reported: { error: unknown; context?: Record<string, unknown> }[] = []

  beforeEach(() => {
    reported.length = 0
    setErrorReporter((error, context) => reported.push({ error, context }))
    configure()
  })
  afterEach(() => {
    setErrorReporter(null)
    resetPlatformClient()
  })

  it('turns a wrong-shaped answer into a reported ResponseShapeError, not data', async () => {
    const state = useMockPlatform()
    state.wrongShape = [`GET ${SUBSCRIPTION}`]
    const { data, error } = await platform.GET(SUBSCRIPTION, { params: { path: { slug: PRIMARY_ORG_SLUG } } })
    expect(data).toBeUndefined()
    expect(isResponseShapeError(error)).toBe(true)
    expect(error).toBeInstanceOf(ResponseError)
    expect(error).toMatchObject({ kind: 'unexpected-shape', code: 200, path: `GET ${SUBSCRIPTION}`, message: UNEXPECTED_SHAPE_MESSAGE })
    // The handler of every data hook passes it on unchanged, so sections show the same message.
    expect(handleError(error, { alwaysReturnError: true })).toBe(error)
    expect(reported).toHaveLength(1)
    expect(reported[0].context).toMatchObject({ path: `GET ${SUBSCRIPTION}` })
    expect((reported[0].context?.issues as string[]).length).toBeGreaterThan(0)
  })

  it('lets the right shape through untouched, with nothing reported', async () => {
    const state = useMockPlatform()
    const { data, error } = await platform.GET(SUBSCRIPTION, { params: { path: { slug: PRIMARY_ORG_SLUG } } })
    expect(error).toBeUndefined()
    expect(data).toEqual(state.subscriptions[PRIMARY_ORG_SLUG])
    expect(reported).toEqual([])
  })

  it('checks calls made with a concrete path too (the request helpers)', async () => {
    const state = useMockPlatform()
    state.wrongShape = ['POST /platform/organizations/{slug}/billing/subscription/preview']
    const call = post(`/platform/organizations/${PRIMARY_ORG_SLUG}/billing/subscription/preview`, { tier: 'tier_pro' })
    await expect(call).rejects.toMatchObject({ kind: 'unexpected-shape' })
  })

  it('does not retry a wrong shape: asking again gets the same body', async () => {
    const state = useMockPlatform()
    state.wrongShape = ['*']
    const { error } = await platform.GET('/platform/organizations')
    expect(shouldRetry(0, error)).toBe(false)
    expect(shouldRetry(0, new ResponseError('boom', 500))).toBe(true)
  })
})

/** Concrete values for a contract path's parameters, from the seeded mock platform. */
function concretePath(template: string, state: PlatformState): string {
  const values: Record<string, string> = {
    slug: PRIMARY_ORG_SLUG,
    ref: PRIMARY_PROJECT_REF,
    invoice_id: state.invoices[PRIMARY_ORG_SLUG][0].id,
    function_slug: SEEDED_FUNCTION_SLUG,
    // Every project's keys start with the legacy anon key, whose id is its name.
    id: 'anon',
    token: template.includes('project-claim') ? state.projectClaims[0].token : state.invitations[0].token,
  }
  const slug = template.includes('project-claim') ? state.projectClaims[0].slug : template.includes('invitations') ? state.invitations[0].slug : PRIMARY_ORG_SLUG
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => (name === 'slug' ? slug : values[name]))
}

const QUERIES: Record<string, string> = {
  '/platform/stripe/invoices': `?slug=${PRIMARY_ORG_SLUG}`,
  '/platform/projects/{ref}/analytics/endpoints/logs.all': '?sql=select+1',
  '/platform/organizations/{slug}/audit': '?iso_timestamp_start=2024-01-01T00:00:00Z&iso_timestamp_end=2030-01-01T00:00:00Z',
  '/platform/profile/audit': '?iso_timestamp_start=2024-01-01T00:00:00Z&iso_timestamp_end=2030-01-01T00:00:00Z',
  '/platform/organizations/{slug}/available-regions': '?cloud_provider=AWS',
  '/platform/organizations/{slug}/usage/daily': '?start=2025-06-01T00:00:00Z&end=2025-07-01T00:00:00Z',
  '/platform/pg-meta/{ref}/tables/row-count': '?schema=public&table=todos',
  '/platform/projects/{ref}/infra-monitoring': '?attribute=ram_usage&startDate=2025-06-01T00:00:00Z&endDate=2025-06-02T00:00:00Z&interval=1h',
}

/** Headers the platform requires of these reads (the hooks send them too). */
function headersFor(template: string): Record<string, string> {
  if (template === '/platform/profile') return { Version: '2' }
  if (template.startsWith('/platform/pg-meta/')) return { 'x-connection-encrypted': connectionStringFor(PRIMARY_PROJECT_REF) }
  return {}
}

/** Reads the contract answers with plain text (a migration diff is SQL), so there is no JSON to check. */
const TEXT_RESPONSES = new Set([
  'GET /v1/branches/{branch_id_or_ref}/diff',
  // A function's source files come as multipart form data (tests/functions/deploy-form.test.ts reads them).
  'GET /v1/projects/{ref}/functions/{function_slug}/body',
])

describe('the schemas stay in step with openapi.yaml and the mock platform', () => {
  afterEach(() => resetPlatformClient())

  it('is generated from the current openapi.yaml', () => {
    expect(() => execFileSync(process.execPath, [join(ROOT, 'scripts/openapi-zod.mjs'), '--check'], { stdio: 'pipe' })).not.toThrow()
  })

  it("accepts every read of the mock platform's seeded data", async () => {
    configure()
    const state = useMockPlatform()
    const reads = Object.keys(responseSchemas).filter((key) => key.startsWith('GET '))
    expect(reads.length).toBeGreaterThan(20)
    const failures: string[] = []
    for (const key of reads) {
      const template = key.slice('GET '.length)
      const { data, error, response } = await sendPlatformRequest('GET', `${concretePath(template, state)}${QUERIES[template] ?? ''}`, {
        headers: headersFor(template),
      })
      if (error) {
        failures.push(`${key}: ${response.status} ${(error as Error).message} ${JSON.stringify((error as { issues?: unknown }).issues ?? '')}`)
        continue
      }
      // The client's own check passed; parse again to be sure the operation had a schema at all.
      expect(responseSchemas[key].safeParse(data).success).toBe(true)
    }
    expect(failures).toEqual([])
    // Its pg-meta reads start the mock's embedded database, which takes long on a busy machine.
  }, 120_000)

  it('has a schema or a body-less contract for every operation the app calls', () => {
    const calls = new Set<string>()
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = join(dir, name)
        if (statSync(file).isDirectory()) walk(file)
        else if (/\.tsx?$/.test(name)) {
          const text = readFileSync(file, 'utf8')
          for (const match of text.matchAll(/platform\.(GET|POST|PUT|PATCH|DELETE)\(\s*'([^']+)'/g)) calls.add(`${match[1]} ${match[2]}`)
        }
      }
    }
    for (const dir of ['data', 'components', 'lib', 'stores']) walk(join(ROOT, dir))
    expect(calls.size).toBeGreaterThan(20)
    const spec = readFileSync(join(ROOT, 'lib/api/openapi.yaml'), 'utf8')
    const missing = [...calls].filter((call) => {
      if (call in responseSchemas || TEXT_RESPONSES.has(call)) return false
      // Writes the contract answers without a JSON body (201/204) have nothing to check.
      const [method, path] = call.split(' ')
      return method === 'GET' || !spec.includes(`  ${path}:`)
    })
    expect(missing).toEqual([])
  })
})
