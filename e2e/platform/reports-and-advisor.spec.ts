import { expect, test } from '@playwright/test'

import { PRIMARY_PROJECT_REF } from '../../mock-platform/seed-ids'

import { signIn, useScenario } from './mock-platform'

const BASE = `/project/${PRIMARY_PROJECT_REF}`

test.beforeEach(async ({ request }) => {
  await useScenario(request, 'default')
})

test('the database report shows the instance’s CPU, memory and disk I/O over the range picked', async ({ page }) => {
  await signIn(page, { returnTo: `${BASE}/reports/database` })
  await expect(page.getByRole('heading', { level: 1, name: 'Database report' })).toBeVisible()
  const infrastructure = page.getByRole('region', { name: 'Infrastructure' })
  for (const name of ['CPU usage', 'Memory usage', 'Disk I/O']) {
    await expect(infrastructure.getByRole('region', { name }).getByText(/^Latest \d+\.\d%, average/)).toBeVisible()
  }
  await expect(page.getByTestId('infra-chart-avg_cpu_usage').locator('svg').first()).toBeVisible()
  const cpu = infrastructure.getByRole('region', { name: 'CPU usage' }).getByText(/^Latest /)
  const lastDay = await cpu.textContent()
  await infrastructure.getByLabel('Time range').selectOption({ label: 'Last 7 days' })
  // The week's points load (seconds on a loaded machine), then their figures replace the day's.
  await expect.poll(() => cpu.textContent().catch(() => null), { timeout: 30_000 }).not.toBe(lastDay)
  await expect(cpu).toHaveText(/^Latest \d+\.\d%, average \d+\.\d%, peak \d+\.\d%$/, { timeout: 30_000 })
})

test('the index advisor says hypopg is not available in the platform’s database', async ({ page }) => {
  await signIn(page, { returnTo: `${BASE}/advisors/query-performance` })
  await expect(page.getByRole('heading', { level: 1, name: 'Query Performance' })).toBeVisible()
  // The mock platform starts its in-memory Postgres on the first database request: seconds under load.
  await expect(page.getByText('hypopg is not available in this database')).toBeVisible({ timeout: 60_000 })
  await expect(page.getByText(/Install it on the server/).first()).toBeVisible()
})
