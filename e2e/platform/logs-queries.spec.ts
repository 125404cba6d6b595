import { expect, test } from '@playwright/test'

import { PRIMARY_PROJECT_REF } from '../../mock-platform/seed-ids'
import { platformRequests, signIn, useScenario, writesTo } from './mock-platform'

const REF = PRIMARY_PROJECT_REF

test('logs: open a template, run it, save it, see it after a reload and in the recent queries', async ({ page, request }) => {
  test.setTimeout(120_000)
  await useScenario(request, 'default')
  await signIn(page, { returnTo: `/project/${REF}/logs` })
  await expect(page.getByRole('heading', { level: 1, name: 'Logs' })).toBeVisible({ timeout: 30_000 })
  const saved = page.getByRole('region', { name: 'Saved queries' })
  await expect(saved.getByText('No saved queries yet.')).toBeVisible()

  await page.getByRole('region', { name: 'Templates' }).getByRole('button', { name: 'Requests by status code' }).click()
  const editor = page.getByRole('textbox', { name: 'Logs query' })
  await expect(editor).toHaveValue(/count\(\*\) as count from edge_logs .* group by metadata_response_status_code/)
  const sql = await editor.inputValue()
  await expect.poll(async () => (await platformRequests(request)).some((entry) => new URLSearchParams(entry.search).get('sql') === sql)).toBe(true)

  await page.getByRole('button', { name: 'Save query' }).click()
  const dialog = page.getByRole('dialog', { name: 'Save logs query' })
  await dialog.getByRole('textbox', { name: 'Query name' }).fill('Status codes')
  await dialog.getByRole('button', { name: 'Save query' }).click()
  await expect(dialog).toBeHidden()
  await expect(saved.getByRole('button', { name: 'Open Status codes' })).toBeVisible()
  expect(await writesTo(request, 'PUT', `/platform/projects/${REF}/content`)).toEqual([
    expect.objectContaining({ name: 'Status codes', type: 'log_sql', content: { sql, schema_version: '1' } }),
  ])

  await page.reload()
  await expect(saved.getByRole('button', { name: 'Open Status codes' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('region', { name: 'Recent queries' }).getByRole('button', { name: sql })).toBeVisible()

  // Opening the saved query after the reload runs it again.
  await saved.getByRole('button', { name: 'Open Status codes' }).click()
  await expect(editor).toHaveValue(sql)
})
