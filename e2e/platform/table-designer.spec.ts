import { expect, test, type APIRequestContext } from '@playwright/test'

import { PRIMARY_PROJECT_REF } from '../../mock-platform/seed-ids'
import { connectionStringFor } from '../../mock-platform/seed-projects'
import { designTableThroughTheUi, getJson, postSql, type DesignerTarget } from '../shared/table-designer-flow'

import { MOCK_PLATFORM_URL, platformRequests, signIn, useScenario } from './mock-platform'

const PG_META_PATH = `/platform/pg-meta/${PRIMARY_PROJECT_REF}`
const QUERY_PATH = `${PG_META_PATH}/query`

/** SQL and pg-meta reads straight to the mock platform's database for the project, as the dashboard sends them. */
function platformTarget(request: APIRequestContext): DesignerTarget {
  const headers = { 'x-connection-encrypted': connectionStringFor(PRIMARY_PROJECT_REF) }
  return {
    projectRef: PRIMARY_PROJECT_REF,
    runSql: (query) => postSql(request, `${MOCK_PLATFORM_URL}${QUERY_PATH}`, query, headers),
    getPgMeta: (path) => getJson(request, `${MOCK_PLATFORM_URL}${PG_META_PATH}${path}`, headers),
  }
}

/** The statements the dashboard sent to the project's query endpoint, in order. */
async function sentStatements(request: APIRequestContext): Promise<string[]> {
  return (await platformRequests(request))
    .filter((entry) => entry.method === 'POST' && entry.path === QUERY_PATH)
    .map((entry) => (entry.body as { query?: string } | undefined)?.query ?? '')
}

test('designs a table through the UI against the hosted platform, each change one transaction of the SQL shown', async ({ page, request }) => {
  test.setTimeout(300_000)
  await useScenario(request, 'default')
  await signIn(page, { returnTo: `/project/${PRIMARY_PROJECT_REF}/editor?schema=public` })
  // The mock platform starts its in-memory Postgres on the first database request: seconds under load.
  await expect(page.getByRole('list', { name: 'Tables in public' }).getByRole('link', { name: /^todos/ })).toBeVisible({ timeout: 60_000 })

  await designTableThroughTheUi(page, platformTarget(request))

  const statements = await sentStatements(request)
  const create = statements.find((sql) => /create table "public"\."pets_\d+"/.test(sql))
  expect(create, statements.join('\n---\n')).toBeDefined()
  expect(create).toMatch(/^begin;\n[\s\S]*\ncommit;$/)
  expect(create).toContain('enable row level security')
  const retype = statements.find((sql) => sql.includes('set data type numeric using "weight"::numeric'))
  expect(retype).toMatch(/^begin;\n[\s\S]*\ncommit;$/)
  expect(statements.find((sql) => sql.includes('drop column "created_at"'))).toMatch(/^begin;\n[\s\S]*\ncommit;$/)
  // Rows went in through the query endpoint too: the accepted Rex and the one the unique index refused.
  expect(statements.filter((sql) => /^insert into "public"\."pets_\d+"/.test(sql.trim()))).toHaveLength(2)
  // The list offers the new table while it existed; after the flow dropped it, a fresh list does not.
  await page.goto(`/dashboard/project/${PRIMARY_PROJECT_REF}/editor?schema=public`)
  const list = page.getByRole('list', { name: 'Tables in public' })
  await expect(list.getByRole('link', { name: /^todos/ })).toBeVisible({ timeout: 30_000 })
  await expect(list.getByRole('link', { name: /^pets_/ })).toHaveCount(0)
})
