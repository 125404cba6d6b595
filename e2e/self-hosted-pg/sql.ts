import { expect, type APIRequestContext } from '@playwright/test'

/** Runs SQL through the dashboard's own query endpoint (on the PostgreSQL server) and returns the rows. */
export async function runSql<Row = Record<string, unknown>>(request: APIRequestContext, query: string, project = 'default'): Promise<Row[]> {
  const response = await request.post(`/dashboard/api/platform/pg-meta/${project}/query`, { data: { query } })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as Row[]
}

/** Roles belong to the whole server, not to the dashboard's database: names are made unique per run. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`
}
