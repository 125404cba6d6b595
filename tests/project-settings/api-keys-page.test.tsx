import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { ApiKeysPage } from '@/components/project/settings/api-keys-page'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { createApiKey, projectApiKeys } from '@/mock-platform/api-keys-state'
import { PRIMARY_PROJECT_REF } from '@/mock-platform/seed-ids'
import { useMockPlatform } from '@/mock-platform/use-mock-platform'
import { renderPage } from '@/tests/database-pages/helpers/render-page'
import { server } from '@/tests/setup/msw-server'

import { renderWithPlatform } from '../billing/render-with-platform'

vi.mock('next/navigation', async () => (await import('@/tests/setup/fake-navigation')).fakeNavigationModule)

afterEach(() => resetPlatformClient())

const ref = PRIMARY_PROJECT_REF
const secretOf = (state: ReturnType<typeof useMockPlatform>, name: string) =>
  projectApiKeys(state, ref).keys.find((key) => key.name === name)?.api_key ?? ''
const keyList = () => screen.findByRole('list', { name: 'API keys' }, { timeout: 15_000 })
const itemNamed = (list: HTMLElement, name: string) => within(list).getAllByRole('listitem').find((item) => item.textContent?.startsWith(name)) as HTMLElement

describe('API keys page, platform', () => {
  it('lists the keys with secrets masked and reveals one secret at a time', async () => {
    const state = useMockPlatform()
    const user = userEvent.setup()
    renderWithPlatform(<ApiKeysPage projectRef={ref} />)
    const list = await keyList()
    const defaultSecret = projectApiKeys(state, ref).keys.find((key) => key.type === 'secret')!.api_key
    const publishable = projectApiKeys(state, ref).keys.find((key) => key.type === 'publishable')!.api_key
    expect(defaultSecret).toMatch(/^sb_secret_/)
    expect(list).toHaveTextContent(publishable)
    expect(document.body).not.toHaveTextContent(defaultSecret)
    expect(list).toHaveTextContent('The default secret key')

    const secretItem = within(list).getAllByRole('listitem').find((item) => within(item).queryByText('secret'))!
    await user.click(within(secretItem).getByRole('button', { name: 'Reveal default key' }))
    expect(await within(secretItem).findByText(defaultSecret, {}, { timeout: 10_000 })).toBeVisible()
    expect(within(secretItem).getByRole('button', { name: 'Copy default key' })).toBeVisible()

    // Revealing the legacy service_role key hides the first secret again.
    const legacy = screen.getByRole('list', { name: 'Legacy API keys' })
    await user.click(within(legacy).getByRole('button', { name: 'Reveal service_role key' }))
    expect(await within(legacy).findByText(secretOf(state, 'service_role'), {}, { timeout: 10_000 })).toBeVisible()
    expect(document.body).not.toHaveTextContent(defaultSecret)
    expect(within(secretItem).getByRole('button', { name: 'Reveal default key' })).toBeVisible()
    expect(state.requests.filter((request) => request.search.includes('reveal=true')).map((request) => request.path)).toEqual([
      expect.stringMatching(/\/api-keys\/00000000-/),
      `/v1/projects/${ref}/api-keys/service_role`,
    ])
  })

  it('refuses a bad or taken name at the field before sending, shows the server refusal there too, then creates and deletes', async () => {
    const state = useMockPlatform()
    const user = userEvent.setup()
    renderWithPlatform(<ApiKeysPage projectRef={ref} />)
    await keyList()
    await user.click(screen.getByRole('button', { name: 'Create API key' }))
    const name = await screen.findByRole('textbox', { name: 'Name' }, { timeout: 10_000 })
    await user.type(name, 'Bad Name')
    expect(name).toHaveAccessibleDescription(/Use only lower-case letters/)
    await user.clear(name)
    await user.type(name, 'default')
    await user.click(screen.getByRole('button', { name: 'Create key' }))
    expect(name).toHaveAccessibleDescription(/An API key named "default" already exists/)
    expect(state.requests.filter((request) => request.method === 'POST')).toEqual([])

    // Another session takes the name meanwhile: the platform's 409 shows at the field, the typing stays.
    createApiKey(state, ref, { type: 'secret', name: 'backend_server', description: null })
    await user.clear(name)
    await user.type(name, 'backend_server')
    await user.click(screen.getByRole('button', { name: 'Create key' }))
    await waitFor(() => expect(name).toHaveAccessibleDescription(/An API key named "backend_server" already exists/), { timeout: 10_000 })
    expect(name).toHaveValue('backend_server')

    await user.clear(name)
    await user.type(name, 'worker_01')
    await user.type(screen.getByRole('textbox', { name: 'Description (optional)' }), 'The queue worker')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'publishable')
    await user.click(screen.getByRole('button', { name: 'Create key' }))
    const list = await keyList()
    await waitFor(() => expect(list).toHaveTextContent('The queue worker'), { timeout: 10_000 })
    expect(state.requests.filter((request) => request.method === 'POST').at(-1)?.body).toEqual({
      type: 'publishable',
      name: 'worker_01',
      description: 'The queue worker',
    })

    await user.click(within(itemNamed(list, 'worker_01')).getByRole('button', { name: 'Delete worker_01 key' }))
    expect(await screen.findByText(/still sending this key are refused/, {}, { timeout: 10_000 })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Delete key' }))
    await waitFor(() => expect(list).not.toHaveTextContent('worker_01'), { timeout: 10_000 })
    expect(projectApiKeys(state, ref).keys.map((key) => key.name)).not.toContain('worker_01')
  })

  it('disables and re-enables the legacy keys after saying what breaks', async () => {
    const state = useMockPlatform()
    const user = userEvent.setup()
    renderWithPlatform(<ApiKeysPage projectRef={ref} />)
    const legacy = await screen.findByRole('region', { name: 'Legacy API keys' }, { timeout: 15_000 })
    await user.click(await within(legacy).findByRole('button', { name: 'Disable legacy API keys' }, { timeout: 10_000 }))
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 })
    expect(dialog).toHaveTextContent('stop working until they switch to a publishable or secret key')
    await user.click(within(dialog).getByRole('button', { name: 'Disable legacy keys' }))
    expect(await within(legacy).findByText('Disabled', {}, { timeout: 10_000 })).toBeVisible()
    expect(projectApiKeys(state, ref).legacyEnabled).toBe(false)

    await user.click(within(legacy).getByRole('button', { name: 'Enable legacy API keys' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Enable legacy keys' }))
    expect(await within(legacy).findByText('Enabled', {}, { timeout: 10_000 })).toBeVisible()
    expect(state.requests.filter((request) => request.method === 'PUT').map((request) => request.search)).toEqual(['?enabled=false', '?enabled=true'])
  })

  it('shows what failed with Retry when the keys cannot be read', async () => {
    useMockPlatform()
    server.use(http.get('https://api.test/v1/projects/:ref/api-keys', () => HttpResponse.json({ message: 'keys are down' }, { status: 500 })))
    renderWithPlatform(<ApiKeysPage projectRef={ref} />)
    expect(await screen.findByText(/keys are down/, {}, { timeout: 15_000 })).toBeVisible()
    expect(screen.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThan(0)
  })
})

describe('API keys page, self-hosted', () => {
  const answer = (keys: unknown[]) => http.get('https://api.test/v1/projects/default/api-keys', () => HttpResponse.json(keys))

  it('shows the anon key masked, and for the service key only that it is set and its fingerprint', async () => {
    server.use(
      answer([
        { id: 'anon', type: 'legacy', name: 'anon', api_key: 'anon-key-value-abcdefghijklmnop', hash: 'aaaa' },
        { id: 'service_role', type: 'legacy', name: 'service_role', api_key: null, hash: '0123456789abcdef' },
      ])
    )
    const user = userEvent.setup()
    renderPage(<ApiKeysPage projectRef="default" />)
    const anon = await screen.findByLabelText('anon public', {}, { timeout: 15_000 })
    expect(anon).not.toHaveTextContent('anon-key-value')
    expect(screen.getByText(/From SUPABASE_ANON_KEY/)).toBeVisible()
    expect(screen.getByText('Set in SUPABASE_SERVICE_KEY.', { exact: false })).toBeVisible()
    expect(screen.getByLabelText('service_role key fingerprint')).toHaveTextContent('0123456789abcdef')
    await user.click(screen.getByRole('button', { name: 'Reveal anon public' }))
    expect(anon).toHaveTextContent('anon-key-value-abcdefghijklmnop')
  })

  it('says which variables to set when no key is configured', async () => {
    server.use(answer([]))
    renderPage(<ApiKeysPage projectRef="default" />)
    expect(await screen.findByText(/Set SUPABASE_ANON_KEY in the dashboard server's environment/, {}, { timeout: 15_000 })).toBeVisible()
    expect(screen.getByText(/Set SUPABASE_SERVICE_KEY in the dashboard server's environment/)).toBeVisible()
  })
})
