import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'

import { RealtimeSettingsPage } from '@/components/project/realtime/realtime-settings-page'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { DEFAULT_REALTIME_CONFIG } from '@/mock-platform/handlers/realtime-config'
import { API_URL, renderPage, SELF_HOSTED_CONFIG } from '@/tests/database-pages/helpers/render-page'
import { server } from '@/tests/setup/msw-server'

afterEach(() => resetPlatformClient())

const PLATFORM_CONFIG = { ...SELF_HOSTED_CONFIG, isPlatform: true, usesEmbeddedDatabase: undefined }
const CONFIG_URL = `${API_URL}/projects/abc/config/realtime`

describe('Realtime settings page', () => {
  it('saves only what changed, and refuses a limit out of range with a message', async () => {
    let stored = { ...DEFAULT_REALTIME_CONFIG }
    const patches: unknown[] = []
    server.use(
      http.get(CONFIG_URL, () => HttpResponse.json(stored)),
      http.patch(CONFIG_URL, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>
        patches.push(body)
        stored = { ...stored, ...body }
        return HttpResponse.json(stored)
      })
    )
    renderPage(<RealtimeSettingsPage projectRef="abc" />, PLATFORM_CONFIG)
    const users = await screen.findByLabelText('Concurrent clients', {}, { timeout: 10_000 })
    expect(users).toHaveValue('200')

    await userEvent.clear(users)
    await userEvent.type(users, '0')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Concurrent clients takes a whole number from 1 to 50,000.')).toBeInTheDocument()
    expect(patches).toEqual([])

    await userEvent.clear(users)
    await userEvent.type(users, '500')
    await userEvent.click(screen.getByLabelText(/Private channels only/))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await expect.poll(() => patches).toEqual([{ max_concurrent_users: 500, private_only: true }])
    await expect.poll(() => (screen.getByLabelText('Concurrent clients') as HTMLInputElement).value).toBe('500')
  })

  it('shows Could not load with Retry when the read fails', async () => {
    server.use(http.get(CONFIG_URL, () => HttpResponse.json({ message: 'boom' }, { status: 500 })))
    renderPage(<RealtimeSettingsPage projectRef="abc" />, PLATFORM_CONFIG)
    expect(await screen.findByRole('button', { name: /Retry/ }, { timeout: 15_000 })).toBeInTheDocument()
  })

  it('says self-hosted that the realtime server holds these settings', async () => {
    renderPage(<RealtimeSettingsPage projectRef="default" />)
    expect(await screen.findByText(/realtime server\u2019s own configuration/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
  })
})
