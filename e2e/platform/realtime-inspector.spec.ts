import { expect, test } from '@playwright/test'

import { PRIMARY_PROJECT_REF } from '../../mock-platform/seed-ids'
import { emitPostgresChange, joinChannel, messageRows, sendBroadcast } from '../shared/realtime-inspector'

import { MOCK_PLATFORM_URL, signIn, useScenario } from './mock-platform'

const INSPECTOR = `/project/${PRIMARY_PROJECT_REF}/realtime/inspector`

test.beforeEach(async ({ request }) => {
  await useScenario(request, 'default')
})

test('joins a channel, sees its own broadcast and presence arrive, then pauses and clears', async ({ page }) => {
  await signIn(page, { returnTo: INSPECTOR })
  await expect(page.getByRole('heading', { level: 1, name: 'Realtime inspector' })).toBeVisible()
  await joinChannel(page, 'room:e2e')

  await sendBroadcast(page, 'chat', '{"text": "hello from e2e"}')
  const chat = messageRows(page).filter({ hasText: 'chat' })
  await expect(chat).toHaveCount(1)
  await expect(chat).toContainText('hello from e2e')
  await chat.getByRole('button').click()
  await expect(page.getByLabel('Selected message payload')).toContainText('"text": "hello from e2e"')

  await page.getByRole('button', { name: 'Track presence with this payload' }).click()
  await expect(messageRows(page).filter({ hasText: 'presence' }).filter({ hasText: 'join' })).toHaveCount(1)

  await page.getByRole('button', { name: 'Pause' }).click()
  await sendBroadcast(page, 'while-paused', '{"n": 1}')
  await expect(page.getByText('Paused: 1 new message not shown yet.', { exact: false })).toBeVisible()
  await expect(messageRows(page).filter({ hasText: 'while-paused' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Resume' }).click()
  await expect(messageRows(page).filter({ hasText: 'while-paused' })).toHaveCount(1)

  await page.getByLabel('Filter messages').fill('presence')
  await expect(messageRows(page)).toHaveCount(1)
  await page.getByLabel('Filter messages').fill('')
  await page.getByRole('button', { name: 'Clear' }).click()
  await expect(messageRows(page)).toHaveCount(0)
  await expect(page.getByText(/No messages yet/)).toBeVisible()
})

test('a row change on the picked table arrives as a Postgres change, filtered by the row filter', async ({ page, request }) => {
  await signIn(page, { returnTo: INSPECTOR })
  await joinChannel(page, 'db-changes', { postgres: { table: 'todos', filter: 'id=gt.100' } })
  expect(await emitPostgresChange(request, MOCK_PLATFORM_URL, PRIMARY_PROJECT_REF, { schema: 'public', table: 'todos', type: 'INSERT', record: { id: 5, task: 'filtered out' } })).toBe(0)
  expect(await emitPostgresChange(request, MOCK_PLATFORM_URL, PRIMARY_PROJECT_REF, { schema: 'public', table: 'todos', type: 'INSERT', record: { id: 101, task: 'kept by the filter' } })).toBe(1)
  const change = messageRows(page).filter({ hasText: 'postgres_changes' })
  await expect(change).toHaveCount(1)
  await expect(change).toContainText('INSERT')
  await expect(change).toContainText('kept by the filter')
})

test('acts as a signed-in user on a private channel with a temporary key from the platform', async ({ page }) => {
  await signIn(page, { returnTo: INSPECTOR })
  const form = page.getByRole('form', { name: 'Connect to a channel' })
  await form.getByLabel('Private channel', { exact: false }).check()
  await form.getByRole('button', { name: 'Connect' }).click()
  await expect(page.getByText(/You do not have permissions to read from this Channel topic/)).toBeVisible()

  await form.getByLabel('Act as').selectOption('authenticated')
  await form.getByLabel('User id').fill('7b1c6a2e-0000-4000-8000-000000000001')
  await joinChannel(page, 'private-room')
  await expect(messageRows(page).filter({ hasText: 'subscribed' })).toContainText('authenticated')
})

test('a channel name with spaces and a malformed filter are explained before connecting', async ({ page }) => {
  await signIn(page, { returnTo: INSPECTOR })
  const form = page.getByRole('form', { name: 'Connect to a channel' })
  await form.getByLabel('Channel', { exact: true }).fill('my room')
  await form.getByRole('button', { name: 'Connect' }).click()
  await expect(form.getByText(/A channel name cannot contain spaces/)).toBeVisible()

  await form.getByLabel('Channel', { exact: true }).fill('room:ok')
  await form.getByLabel('Postgres changes').check()
  await form.getByLabel('Filter').fill('id=eq')
  await form.getByRole('button', { name: 'Connect' }).click()
  await expect(form.getByText(/The filter has no value after "eq\."/)).toBeVisible()
  await expect(page.getByText('Not connected', { exact: true })).toBeVisible()
})

test('invalid JSON is refused with a message and the text is kept', async ({ page }) => {
  await signIn(page, { returnTo: INSPECTOR })
  await joinChannel(page, 'room:json')
  await sendBroadcast(page, 'chat', '{"text": ')
  const form = page.getByRole('form', { name: 'Send to the channel' })
  await expect(form.getByText(/The payload is not valid JSON/)).toBeVisible()
  await expect(form.getByLabel('Payload (JSON)')).toHaveValue('{"text": ')
})
