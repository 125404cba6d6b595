import { expect, test } from '@playwright/test'

import { MOCK_PLATFORM_URL } from '../ports'
import { emitPostgresChange, joinChannel, messageRows, sendBroadcast } from '../shared/realtime-inspector'

import { runSql } from './sql'

/**
 * Self-hosted: the browser connects to {SUPABASE_PUBLIC_URL}/realtime/v1 (the gateway, which passes the
 * socket on to the mock realtime server) and acts as a user with a token the dashboard's server signs
 * with SUPABASE_JWT_SECRET.
 */
test.beforeAll(async ({ request }) => {
  await runSql(request, 'create table if not exists public.realtime_e2e_notes (id int primary key, body text)')
})
test.afterAll(async ({ request }) => {
  await runSql(request, 'drop table if exists public.realtime_e2e_notes')
})

test('connects through SUPABASE_PUBLIC_URL, receives a broadcast and a row change, and acts as a user', async ({ page, request }) => {
  await page.goto('/dashboard/project/default/realtime/inspector')
  await expect(page.getByRole('heading', { level: 1, name: 'Realtime inspector' })).toBeVisible()
  await expect(page.getByText(/\/realtime\/v1$/)).toBeVisible()
  await joinChannel(page, 'self-hosted-room', { postgres: { table: 'realtime_e2e_notes' } })

  await sendBroadcast(page, 'hello', '{"from": "self-hosted"}')
  await expect(messageRows(page).filter({ hasText: 'hello' })).toContainText('self-hosted')
  expect(await emitPostgresChange(request, MOCK_PLATFORM_URL, 'gateway', { schema: 'public', table: 'realtime_e2e_notes', type: 'UPDATE', record: { id: 1, body: 'edited' }, old_record: { id: 1 } })).toBe(1)
  await expect(messageRows(page).filter({ hasText: 'UPDATE' })).toContainText('edited')

  await page.getByRole('button', { name: 'Disconnect' }).click()
  const form = page.getByRole('form', { name: 'Connect to a channel' })
  await form.getByLabel('Postgres changes').uncheck()
  await form.getByLabel('Private channel', { exact: false }).check()
  await form.getByLabel('Act as').selectOption('authenticated')
  await form.getByLabel('User id').fill('11111111-2222-4333-8444-555555555555')
  await form.getByRole('button', { name: 'Connect' }).click()
  await expect(page.getByText('Subscribed', { exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(messageRows(page).filter({ hasText: 'subscribed' }).first()).toContainText('authenticated')
})
