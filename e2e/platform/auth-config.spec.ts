import { expect, test } from '@playwright/test'

import { PRIMARY_PROJECT_REF } from '../../mock-platform/seed-ids'
import { signIn, useScenario, writesTo } from './mock-platform'

const CONFIG = `/platform/auth/${PRIMARY_PROJECT_REF}/config`
const SECRET = 'gh-secret-5b7e0c'

test('providers: enable GitHub with a client id and secret; the secret is never shown back', async ({ page, request }) => {
  await useScenario(request, 'default')
  await signIn(page, { returnTo: `/project/${PRIMARY_PROJECT_REF}/auth/providers` })
  const github = page.getByRole('group', { name: 'GitHub' })
  await github.getByLabel('GitHub enabled').check({ timeout: 30_000 })
  await github.getByLabel('GitHub client ID').fill('gh-client-id')
  await github.getByLabel('GitHub client secret').fill(SECRET)
  await expect(page.getByRole('region', { name: 'Changes' })).toContainText('GitHub client secret: a new secret')
  await expect(page.getByRole('region', { name: 'Changes' })).not.toContainText(SECRET)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Saved the sign-in settings')).toBeVisible()
  expect(await writesTo(request, 'PATCH', CONFIG)).toEqual([
    { EXTERNAL_GITHUB_ENABLED: true, EXTERNAL_GITHUB_CLIENT_ID: 'gh-client-id', EXTERNAL_GITHUB_SECRET: SECRET },
  ])
  await expect(github.getByLabel('GitHub client secret')).toHaveValue('')
  await expect(github.getByLabel('GitHub client secret')).toHaveAttribute('placeholder', 'A secret is set: type a new one to replace it')

  await page.reload()
  await expect(github.getByLabel('GitHub enabled')).toBeChecked({ timeout: 30_000 })
  await expect(github.getByLabel('GitHub client ID')).toHaveValue('gh-client-id')
  await expect(github.getByLabel('GitHub client secret')).toHaveValue('')
  expect(await page.content()).not.toContain(SECRET)
})

test('URL configuration and e-mails: change the site URL and a template; a malformed redirect URL is refused before sending', async ({ page, request }) => {
  await useScenario(request, 'default')
  await signIn(page, { returnTo: `/project/${PRIMARY_PROJECT_REF}/auth/url-configuration` })
  await page.getByLabel('Redirect URLs').fill('https://app.example.com/**\nnot a url', { timeout: 30_000 })
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('not a url is not a valid URL: use http:// or https://')).toBeVisible()
  expect(await writesTo(request, 'PATCH', CONFIG)).toEqual([])

  await page.getByLabel('Redirect URLs').fill('https://app.example.com/**')
  await page.getByLabel('Site URL').fill('https://app.example.com')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Saved the sign-in settings')).toBeVisible()
  expect(await writesTo(request, 'PATCH', CONFIG)).toEqual([{ SITE_URL: 'https://app.example.com', URI_ALLOW_LIST: 'https://app.example.com/**' }])

  await page.goto(`/dashboard/project/${PRIMARY_PROJECT_REF}/auth/emails`)
  const confirm = page.getByRole('group', { name: 'Confirm sign-up' })
  await confirm.getByLabel('Confirm sign-up subject').fill('Welcome aboard', { timeout: 30_000 })
  await confirm.getByLabel('Confirm sign-up body').fill('<p>Hello {{ .Email }}, <a href="{{ .ConfirmationURL }}">confirm</a></p>')
  await confirm.getByRole('button', { name: 'Preview Confirm sign-up body' }).click()
  await expect(confirm.frameLocator('iframe[title="Preview of Confirm sign-up body"]').getByText('Hello user@example.com, confirm')).toBeVisible()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Saved the sign-in settings')).toBeVisible()
  expect((await writesTo(request, 'PATCH', CONFIG)).at(-1)).toEqual({
    MAILER_SUBJECTS_CONFIRMATION: 'Welcome aboard',
    MAILER_TEMPLATES_CONFIRMATION_CONTENT: '<p>Hello {{ .Email }}, <a href="{{ .ConfirmationURL }}">confirm</a></p>',
  })
})
