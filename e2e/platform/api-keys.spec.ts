import { expect, test } from '@playwright/test'

import { PRIMARY_PROJECT_REF } from '../../mock-platform/seed-ids'
import { platformRequests, signIn, useScenario, writesTo } from './mock-platform'

const REF = PRIMARY_PROJECT_REF
const KEYS_PATH = `/v1/projects/${REF}/api-keys`

test('API keys: create, refuse a taken name, reveal one secret at a time, delete, and switch the legacy keys off and on', async ({ page, request }) => {
  test.setTimeout(120_000)
  await useScenario(request, 'default')
  await signIn(page, { returnTo: `/project/${REF}/settings/api-keys` })
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible({ timeout: 30_000 })
  const list = page.getByRole('list', { name: 'API keys', exact: true })
  await expect(list.getByRole('listitem')).toHaveCount(2)

  // A name already in use is refused at the field before anything is sent.
  await page.getByRole('button', { name: 'Create API key' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create API key' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill('default')
  await dialog.getByRole('button', { name: 'Create key' }).click()
  await expect(dialog.getByText('An API key named "default" already exists in this project: choose another name.')).toBeVisible()
  expect(await writesTo(request, 'POST', KEYS_PATH)).toEqual([])

  await dialog.getByRole('textbox', { name: 'Name' }).fill('e2e_backend')
  await dialog.getByRole('textbox', { name: 'Description (optional)' }).fill('Used by the e2e backend')
  await dialog.getByRole('button', { name: 'Create key' }).click()
  await expect(dialog).toBeHidden()
  const created = list.getByRole('listitem').filter({ hasText: 'e2e_backend' })
  await expect(created).toContainText('Used by the e2e backend')
  expect(await writesTo(request, 'POST', KEYS_PATH)).toEqual([{ type: 'secret', name: 'e2e_backend', description: 'Used by the e2e backend' }])

  // Masked until revealed; revealing another secret hides this one again.
  const createdValue = created.getByLabel('e2e_backend key', { exact: true })
  await expect(createdValue).toContainText('•')
  await created.getByRole('button', { name: 'Reveal e2e_backend key' }).click()
  await expect(createdValue).toHaveText(/^sb_secret_[A-Za-z0-9_-]{32}$/)
  const secret = (await createdValue.textContent()) ?? ''
  const defaultSecret = list.getByRole('listitem').filter({ hasText: 'The default secret key' })
  await defaultSecret.getByRole('button', { name: 'Reveal default key' }).click()
  await expect(defaultSecret.getByLabel('default key', { exact: true })).toHaveText(/^sb_secret_[A-Za-z0-9_-]{32}$/)
  await expect(createdValue).toContainText('•')
  await expect(page.getByText(secret)).toHaveCount(0)
  const reveals = (await platformRequests(request)).filter((entry) => entry.search.includes('reveal=true'))
  expect(reveals.map((entry) => entry.path)).toEqual([expect.stringMatching(new RegExp(`^${KEYS_PATH}/[0-9a-f-]{36}$`)), expect.stringMatching(new RegExp(`^${KEYS_PATH}/[0-9a-f-]{36}$`))])

  await created.getByRole('button', { name: 'Delete e2e_backend key' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete API key e2e_backend?' })
  await expect(confirm).toContainText('refused at once')
  await confirm.getByRole('button', { name: 'Delete key' }).click()
  await expect(list.getByRole('listitem').filter({ hasText: 'e2e_backend' })).toHaveCount(0)
  expect((await platformRequests(request)).filter((entry) => entry.method === 'DELETE').map((entry) => entry.path)).toEqual([
    expect.stringMatching(new RegExp(`^${KEYS_PATH}/[0-9a-f-]{36}$`)),
  ])

  // The legacy keys: disabling says what breaks, and the new state shows after the change.
  const legacy = page.getByRole('region', { name: 'Legacy API keys', exact: true })
  await legacy.getByRole('button', { name: 'Disable legacy API keys' }).click()
  const disable = page.getByRole('dialog', { name: 'Disable the legacy API keys?' })
  await expect(disable).toContainText('stop working until they switch to a publishable or secret key')
  await disable.getByRole('button', { name: 'Disable legacy keys' }).click()
  await expect(legacy.getByText('Disabled', { exact: true })).toBeVisible()
  await page.reload()
  await expect(legacy.getByRole('button', { name: 'Enable legacy API keys' })).toBeVisible({ timeout: 30_000 })
  await legacy.getByRole('button', { name: 'Enable legacy API keys' }).click()
  await page.getByRole('dialog', { name: 'Enable the legacy API keys?' }).getByRole('button', { name: 'Enable legacy keys' }).click()
  await expect(legacy.getByText('Enabled', { exact: true })).toBeVisible()
  const toggles = (await platformRequests(request)).filter((entry) => entry.method === 'PUT' && entry.path === `${KEYS_PATH}/legacy`)
  expect(toggles.map((entry) => entry.search)).toEqual(['?enabled=false', '?enabled=true'])
})
