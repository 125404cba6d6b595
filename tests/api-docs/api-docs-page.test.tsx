import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'

import { ApiDocsPage } from '@/components/project/api-docs/api-docs-page'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { PRIMARY_PROJECT_REF } from '@/mock-platform/seed-ids'
import { MOCK_PLATFORM_API_URL, useMockPlatform } from '@/mock-platform/use-mock-platform'
import { configureTestPlatform, renderWithProviders, TEST_CONFIG } from '@/tests/setup/render-with-providers'
import { apiKeysFor } from '@/mock-platform/seed-project-settings'

afterEach(() => resetPlatformClient())

describe('ApiDocsPage on the platform', () => {
  it('documents a table from PostgREST’s OpenAPI with the project URL and public key, the secret key on request', async () => {
    useMockPlatform()
    configureTestPlatform()
    renderWithProviders(<ApiDocsPage projectRef={PRIMARY_PROJECT_REF} resource="todos" />, {
      ...TEST_CONFIG,
      isPlatform: true,
      platformApiUrl: MOCK_PLATFORM_API_URL,
    })
    expect(await screen.findByRole('heading', { level: 2, name: /todos/ }, { timeout: 90_000 })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'todos' })).toHaveAttribute('aria-current', 'page')
    expect(within(screen.getByRole('table', { name: 'Columns' })).getByText('id')).toBeInTheDocument()
    const read = screen.getByRole('region', { name: 'Read rows' })
    const [anonKey, serviceKey] = (apiKeysFor(PRIMARY_PROJECT_REF) ?? []).map((key) => key.api_key ?? '')
    expect(read).toHaveTextContent(`createClient("https://${PRIMARY_PROJECT_REF}.supabase.co", "${anonKey}")`)
    await userEvent.click(within(read).getByRole('button', { name: 'curl' }))
    expect(read).toHaveTextContent(`curl -X GET 'https://${PRIMARY_PROJECT_REF}.supabase.co/rest/v1/todos?select=*'`)
    await userEvent.click(screen.getByRole('button', { name: 'Use the secret key' }))
    expect(read).toHaveTextContent(`apikey: ${serviceKey}`)
    expect(screen.getByText('Snippets use the secret service-role key: keep it on servers.')).toBeInTheDocument()
    // The mock project's database opens on first use, which is slow on a loaded machine.
  }, 120_000)
})
