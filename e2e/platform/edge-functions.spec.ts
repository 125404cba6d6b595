import { expect, test, type Page } from '@playwright/test'

import { PRIMARY_PROJECT_REF, SEEDED_FUNCTION_SLUG, SEEDED_SECRET_NAME } from '../../mock-platform/seed-ids'
import { signIn, useScenario, writesTo } from './mock-platform'

const REF = PRIMARY_PROJECT_REF
const SLUG = 'e2e-webhook'

/** Replaces the open file's code (inserted as one edit, so the editor adds no closing brackets). */
async function replaceCode(page: Page, code: string) {
  const editor = page.getByRole('textbox', { name: /^Code of / })
  await editor.click()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.insertText(code)
}

test('functions: create from a template, refuse bad input, deploy, redeploy, test, toggle JWT, delete', async ({ page, request }) => {
  test.setTimeout(120_000)
  await useScenario(request, 'default')
  await signIn(page, { returnTo: `/project/${REF}/functions` })
  await expect(page.getByRole('heading', { level: 1, name: 'Edge Functions' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('table', { name: 'Functions' }).getByRole('link', { name: SEEDED_FUNCTION_SLUG })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Invoke a function' })).toContainText(`functions/v1/${SEEDED_FUNCTION_SLUG}`)

  await page.getByRole('link', { name: 'Deploy a new function' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New function' })).toBeVisible()
  await page.getByRole('radio', { name: /Webhook receiver/ }).check()
  await expect(page.getByLabel('Slug')).toHaveValue('webhook')
  await expect(page.getByRole('textbox', { name: 'Code of index.ts' })).toContainText('WEBHOOK_SECRET', { timeout: 30_000 })

  // A slug the runtime refuses is caught before anything is sent.
  await page.getByLabel('Slug').fill('bad slug!')
  await page.getByRole('button', { name: 'Deploy function' }).click()
  await expect(page.getByText('A slug is 1–63 letters, digits, dashes or underscores')).toBeVisible()
  await page.getByLabel('Slug').fill(SLUG)

  // Code that does not parse is shown at its line.
  await replaceCode(page, "Deno.serve(() => {\n  const x = ;\n})\n")
  await page.getByRole('button', { name: 'Deploy function' }).click()
  await expect(page.getByRole('alert').filter({ hasText: /Syntax error at line 2/ })).toBeVisible()

  // A second file, then a deploy the platform refuses: its message shows and the code stays.
  await page.getByLabel('New file').fill('lib/util.ts')
  await page.getByRole('button', { name: 'Add file' }).click()
  await replaceCode(page, "export const greeting = 'hi'\n")
  await page.getByRole('tab', { name: 'index.ts' }).click()
  await replaceCode(page, "import './missing.ts'\nDeno.serve(() => new Response('x'))\n")
  await page.getByRole('button', { name: 'Deploy function' }).click()
  await expect(page.getByText(/Deploy failed: Failed to bundle the function \(reason: Module not found/)).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Code of index.ts' })).toContainText("import './missing.ts'")

  await replaceCode(page, "import { greeting } from './lib/util.ts'\nDeno.serve(() => Response.json({ greeting }))\n")
  await page.getByRole('button', { name: 'Deploy function' }).click()
  await expect(page).toHaveURL(new RegExp(`/project/${REF}/functions/${SLUG}$`), { timeout: 30_000 })
  const deploys = await writesTo(request, 'POST', `/v1/projects/${REF}/functions/deploy`)
  expect(deploys.at(-1)).toEqual({
    metadata: { entrypoint_path: 'index.ts', name: SLUG, verify_jwt: false },
    file: [expect.objectContaining({ name: 'index.ts' }), expect.objectContaining({ name: 'lib/util.ts' })],
  })

  // Edit and redeploy from the Code tab.
  await page.getByRole('tab', { name: 'Code' }).click()
  await expect(page.getByRole('textbox', { name: 'Code of index.ts' })).toContainText('greeting', { timeout: 30_000 })
  await replaceCode(page, "import { greeting } from './lib/util.ts'\nDeno.serve(() => Response.json({ greeting, version: 2 }))\n")
  await page.getByRole('button', { name: 'Deploy updates' }).click()
  await expect(page.getByText(`Deployed ${SLUG} (version 2)`)).toBeVisible()

  // The test console calls the function the mock serves.
  await page.getByRole('tab', { name: 'Test' }).click()
  await page.getByLabel('Path').fill('/items')
  await page.getByLabel('Query').fill('limit=1')
  await page.getByRole('button', { name: 'Send request' }).click()
  const answer = page.getByRole('region', { name: 'Response' })
  await expect(answer.getByTestId('test-status')).toHaveText(/^200/, { timeout: 30_000 })
  await expect(answer.getByLabel('Response body')).toContainText('"message": "Hello Functions!"')
  await expect(answer.getByLabel('Response body')).toContainText('"path": "/items"')
  await page.getByRole('radio', { name: 'As service role' }).check()
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(answer.getByLabel('Response body')).toContainText('"role": "service_role"')

  // Invocations show on the overview.
  await page.getByRole('tab', { name: 'Overview' }).click()
  await expect(page.getByRole('region', { name: 'Invocations' })).toContainText(/[1-9]\d* events?/)

  // JWT verification on, then delete behind the typed name.
  await page.getByRole('tab', { name: 'Details' }).click()
  await page.getByRole('checkbox', { name: 'Verify JWT' }).click()
  await expect(page.getByRole('checkbox', { name: 'Verify JWT' })).toBeChecked()
  await expect(page.getByText('JWT verification on')).toBeVisible()
  expect(await writesTo(request, 'PATCH', `/v1/projects/${REF}/functions/${SLUG}`)).toContainEqual({ verify_jwt: true })
  await page.getByRole('button', { name: 'Delete function' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel(`Type ${SLUG} to confirm`).fill(SLUG)
  await dialog.getByRole('button', { name: 'Delete function' }).click()
  await expect(page).toHaveURL(new RegExp(`/project/${REF}/functions$`))
  await expect(page.getByRole('table', { name: 'Functions' }).getByRole('link', { name: SLUG })).toHaveCount(0)
})

test('function secrets: add several, update, refuse reserved names, delete; values never shown back', async ({ page, request }) => {
  test.setTimeout(90_000)
  await useScenario(request, 'default')
  await signIn(page, { returnTo: `/project/${REF}/functions/secrets` })
  const table = page.getByRole('table', { name: 'Secrets' })
  await expect(table.getByRole('row', { name: new RegExp(SEEDED_SECRET_NAME) })).toBeVisible({ timeout: 30_000 })
  await expect(table.getByRole('row', { name: /SUPABASE_URL/ })).toContainText('Set by the platform')

  await page.getByLabel('Name 1').fill('SUPABASE_NOPE')
  await page.getByLabel('Value 1').fill('x')
  await page.getByRole('button', { name: 'Save secrets' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'SUPABASE_NOPE' })).toHaveText('SUPABASE_NOPE: names starting with SUPABASE_ are reserved')

  await page.getByLabel('Name 1').fill('E2E_ONE')
  await page.getByLabel('Value 1').fill('first-value')
  await page.getByRole('button', { name: 'Add another' }).click()
  await page.getByLabel('Name 2').fill('E2E_TWO')
  await page.getByLabel('Value 2').fill('second-value')
  await page.getByRole('button', { name: 'Save secrets' }).click()
  await expect(page.getByText('Saved 2 secrets')).toBeVisible()
  const one = table.getByRole('row', { name: /E2E_ONE/ })
  await expect(one).toBeVisible()
  const firstDigest = await one.locator('code').nth(1).innerText()
  expect(firstDigest).toMatch(/^[0-9a-f]{64}$/)
  // Values are write-only: cleared from the form, never in the page.
  await expect(page.getByLabel('Value 1')).toHaveValue('')
  await expect(page.locator('body')).not.toContainText('first-value')
  expect(await writesTo(request, 'POST', `/v1/projects/${REF}/secrets`)).toContainEqual([
    { name: 'E2E_ONE', value: 'first-value' },
    { name: 'E2E_TWO', value: 'second-value' },
  ])

  await page.getByLabel('Name 1').fill('E2E_ONE')
  await page.getByLabel('Value 1').fill('updated-value')
  await page.getByRole('button', { name: 'Save secrets' }).click()
  await expect(page.getByText('Saved E2E_ONE')).toBeVisible()
  await expect(one.locator('code').nth(1)).not.toHaveText(firstDigest)

  await table.getByRole('button', { name: 'Delete E2E_TWO' }).click()
  await expect(table.getByRole('row', { name: /E2E_TWO/ })).toHaveCount(0)
  expect(await writesTo(request, 'DELETE', `/v1/projects/${REF}/secrets`)).toContainEqual(['E2E_TWO'])
})
