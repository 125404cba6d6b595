import { expect, test, type Page } from '@playwright/test'

const SLUG = 'e2e-hello'

async function replaceCode(page: Page, code: string) {
  const editor = page.getByRole('textbox', { name: 'Code of index.ts' })
  await editor.click()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.insertText(code)
}

async function sendAndReadBody(page: Page) {
  await page.getByRole('button', { name: 'Send request' }).click()
  const answer = page.getByRole('region', { name: 'Response' })
  await expect(answer.getByTestId('test-status')).toHaveText(/^200/, { timeout: 30_000 })
  return answer.getByLabel('Response body')
}

/**
 * FUNCTIONS_DIR on a real Deno server (scripts/functions-router.mjs): the dashboard writes a
 * function into the folder, the test console invokes it through SUPABASE_URL, and an edit answers anew.
 */
test('self-hosted functions: write one from a template, invoke it on real Deno, edit it and see the new answer', async ({ page, request }) => {
  test.setTimeout(120_000)
  // A run that stopped half-way may have left the function behind.
  await request.delete(`/dashboard/api/v1/projects/default/functions/${SLUG}`)

  await page.goto('/dashboard/project/default/functions/new')
  await expect(page.getByRole('heading', { level: 1, name: 'New function' })).toBeVisible({ timeout: 30_000 })
  await page.getByRole('radio', { name: /Hello world/ }).check()
  await page.getByLabel('Slug').fill(SLUG)
  await expect(page.getByRole('textbox', { name: 'Code of index.ts' })).toContainText('Hello', { timeout: 30_000 })
  await page.getByRole('button', { name: 'Deploy function' }).click()
  await expect(page).toHaveURL(new RegExp(`/project/default/functions/${SLUG}$`), { timeout: 30_000 })

  await page.getByRole('tab', { name: 'Test' }).click()
  await expect(await sendAndReadBody(page)).toContainText('"message": "Hello Functions!"')

  await page.getByRole('tab', { name: 'Code' }).click()
  await replaceCode(page, "Deno.serve(async (request: Request) => Response.json({ message: 'Edited ' + request.method }))\n")
  await page.getByRole('button', { name: 'Deploy updates' }).click()
  await expect(page.getByText(new RegExp(`^Deployed ${SLUG} \\(version \\d+\\)$`))).toBeVisible()

  await page.getByRole('tab', { name: 'Test' }).click()
  await expect(await sendAndReadBody(page)).toContainText('"message": "Edited POST"')

  // Listed, with the router apart; then deleted from its Details tab.
  await page.goto('/dashboard/project/default/functions')
  await expect(page.getByRole('table', { name: 'Functions' }).getByRole('link', { name: SLUG })).toBeVisible()
  await page.getByRole('link', { name: SLUG }).click()
  await page.getByRole('tab', { name: 'Details' }).click()
  await page.getByRole('button', { name: 'Delete function' }).click()
  await page.getByRole('dialog').getByLabel(`Type ${SLUG} to confirm`).fill(SLUG)
  await page.getByRole('dialog').getByRole('button', { name: 'Delete function' }).click()
  await expect(page).toHaveURL(/\/project\/default\/functions$/)
  await expect(page.getByRole('link', { name: SLUG })).toHaveCount(0)
})

test('self-hosted functions: the API refuses paths that leave FUNCTIONS_DIR', async ({ request }) => {
  for (const slug of ['..', '%2e%2e', 'a%2fb']) {
    const response = await request.get(`/dashboard/api/v1/projects/default/functions/${slug}/body`)
    expect(response.status(), slug).toBeGreaterThanOrEqual(400)
    expect(response.status(), slug).toBeLessThan(500)
  }
})
