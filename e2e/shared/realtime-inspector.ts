import { expect, type APIRequestContext, type Page } from '@playwright/test'

/** The inspector steps both modes' specs share: join a channel, and the message rows it shows. */

export const messageRows = (page: Page) => page.getByTestId('realtime-message-row')

export async function joinChannel(page: Page, channel: string, options: { postgres?: { table: string; filter?: string } } = {}) {
  const form = page.getByRole('form', { name: 'Connect to a channel' })
  await form.getByLabel('Channel', { exact: true }).fill(channel)
  if (options.postgres) {
    await form.getByLabel('Postgres changes').check()
    // The mock platform starts its in-memory Postgres on the first database request: seconds under load.
    await expect(form.getByLabel('Table').getByRole('option', { name: options.postgres.table })).toBeAttached({ timeout: 60_000 })
    await form.getByLabel('Table').selectOption(options.postgres.table)
    if (options.postgres.filter) await form.getByLabel('Filter').fill(options.postgres.filter)
  }
  await form.getByRole('button', { name: 'Connect' }).click()
  await expect(page.getByText('Subscribed', { exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(messageRows(page).filter({ hasText: 'subscribed' })).toHaveCount(1)
}

export async function sendBroadcast(page: Page, event: string, payload: string) {
  const form = page.getByRole('form', { name: 'Send to the channel' })
  await form.getByLabel('Event').fill(event)
  await form.getByLabel('Payload (JSON)').fill(payload)
  await form.getByRole('button', { name: 'Send broadcast' }).click()
}

/** A row change as the realtime server would deliver it (the mock's control endpoint; scope = ref or 'gateway'). */
export async function emitPostgresChange(request: APIRequestContext, mockUrl: string, scope: string, change: Record<string, unknown>) {
  const response = await request.post(`${mockUrl}/__mock/realtime/postgres-change`, { data: { project: scope, ...change } })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { delivered: number }).delivered
}
