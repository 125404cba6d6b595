import { expect, test, type APIRequestContext } from '@playwright/test'

import { PRIMARY_PROJECT_REF } from '../../tests/mocks/seed-ids'
import { connectionStringFor } from '../../tests/mocks/seed-projects'
import { designTableThroughTheUi, postSql, type DesignerTarget } from '../shared/table-designer-flow'

import { MOCK_PLATFORM_URL, platformRequests, signIn, useScenario } from './mock-platform'

const QUERY_PATH = `/platform/pg-meta/${PRIMARY_PROJECT_REF}/query`

/** SQL straight to the mock platform's database for the project, as the dashboard sends it. */
function platformTarget(request: APIRequestContext): DesignerTarget {
  return {
    projectRef: PRIMARY_PROJECT_REF,
    runSql: (query) =>
      postSql(request, `${MOCK_PLATFORM_URL}${QUERY_PATH}`, query, {
        'x-connection-encrypted': connectionStringFor(PRIMARY_PROJECT_REF),
      }),
  }
}

/** The statements the dashboard sent to the project's query endpoint, in order. */
async function sentStatements(request: APIRequestContext): Promise<string[]> {
  return (await platformRequests(request))
    .filter((entry) => entry.method === 'POST' && entry.path === QUERY_PATH)
    .map((entry) => (entry.body as { query?: string } | undefined)?.query ?? '')
}

test('designs a table through the UI against the hosted platform, each change one transaction of the SQL shown', async ({ page, request }) => {
  test.setTimeout(180_000)
  await useScenario(request, 'default')
  await signIn(page, { returnTo: `/project/${PRIMARY_PROJECT_REF}/editor?schema=public` })
  // The mock platform starts its in-memory Postgres on the first database request: seconds under load.
  await expect(page.getByRole('list', { name: 'Tables in public' }).getByRole('link', { name: /^todos/ })).toBeVisible({ timeout: 60_000 })

  await designTableThroughTheUi(page, platformTarget(request))

  const statements = await sentStatements(request)
  const create = statements.find((sql) => /create table "public"\."Pets ""\d+"""/.test(sql))
  expect(create, statements.join('\n---\n')).toBeDefined()
  expect(create).toMatch(/^begin;\n[\s\S]*\ncommit;$/)
  expect(create).toContain('enable row level security')
  const alter = statements.find((sql) => sql.includes('drop column "created_at"'))
  expect(alter).toMatch(/^begin;\n[\s\S]*set data type text using "mood"::text[\s\S]*\ncommit;$/)
  // Rows went in through the query endpoint too: the accepted one and the one the unique key refused.
  expect(statements.filter((sql) => /^insert into "public"\."Pets ""\d+"""/.test(sql.trim()))).toHaveLength(2)
  // The list offers the new table while it existed; after the flow dropped it, a fresh list does not.
  await page.goto(`/dashboard/project/${PRIMARY_PROJECT_REF}/editor?schema=public`)
  const list = page.getByRole('list', { name: 'Tables in public' })
  await expect(list.getByRole('link', { name: /^todos/ })).toBeVisible({ timeout: 30_000 })
  await expect(list.getByRole('link', { name: /^Pets/ })).toHaveCount(0)
})
