import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { FunctionSecretsPage } from '@/components/project/functions/function-secrets-page'
import { FunctionsListPage } from '@/components/project/functions/functions-list-page'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { PRIMARY_PROJECT_REF, SEEDED_FUNCTION_SLUG, STAGING_PROJECT_REF } from '@/mock-platform/seed-ids'
import { useMockPlatform } from '@/mock-platform/use-mock-platform'

import { platformConfig, renderWithPlatform } from '../billing/render-with-platform'
import { renderWithProviders, TEST_CONFIG } from '../setup/render-with-providers'

vi.mock('next/navigation', async () => (await import('@/tests/setup/fake-navigation')).fakeNavigationModule)

afterEach(() => resetPlatformClient())

describe('functions list', () => {
  it('lists the functions with status, version and URL, and snippets to call one', async () => {
    useMockPlatform()
    renderWithPlatform(<FunctionsListPage projectRef={PRIMARY_PROJECT_REF} />)
    const table = await screen.findByRole('table', { name: 'Functions' }, { timeout: 15_000 })
    const row = within(table).getByRole('row', { name: new RegExp(SEEDED_FUNCTION_SLUG) })
    expect(row).toHaveTextContent('ACTIVE')
    expect(row).toHaveTextContent('On')
    const snippets = screen.getByRole('region', { name: 'Invoke a function' })
    expect(within(snippets).getByRole('region', { name: 'supabase-js' })).toHaveTextContent(`supabase.functions.invoke('${SEEDED_FUNCTION_SLUG}'`)
    expect(within(snippets).getByRole('region', { name: 'curl' })).toHaveTextContent(`/functions/v1/${SEEDED_FUNCTION_SLUG}`)
  })

  it('shows the way to a first function when there is none', async () => {
    useMockPlatform()
    renderWithPlatform(<FunctionsListPage projectRef={STAGING_PROJECT_REF} />)
    expect(await screen.findByRole('heading', { name: 'Create your first function' }, { timeout: 15_000 })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Create a function' })).toHaveAttribute('href', `/dashboard/project/${STAGING_PROJECT_REF}/functions/new`)
  })

  it('self-hosted without FUNCTIONS_DIR, says what to set', () => {
    renderWithProviders(<FunctionsListPage projectRef="default" />, TEST_CONFIG)
    expect(screen.getByText('Edge functions are not configured')).toBeVisible()
    expect(screen.getAllByText('FUNCTIONS_DIR').length).toBeGreaterThan(0)
  })
})

describe('function secrets', () => {
  it('checks names before sending and never shows a value back', async () => {
    useMockPlatform()
    const user = userEvent.setup()
    renderWithPlatform(<FunctionSecretsPage projectRef={STAGING_PROJECT_REF} />, platformConfig())
    await screen.findByRole('table', { name: 'Secrets' }, { timeout: 15_000 })
    await user.type(screen.getByLabelText('Name 1'), 'lower_case')
    await user.type(screen.getByLabelText('Value 1'), 'secret-value')
    await user.click(screen.getByRole('button', { name: 'Save secrets' }))
    expect(screen.getByRole('alert')).toHaveTextContent('lower_case: use upper-case letters, digits and underscores, not starting with a digit')

    await user.clear(screen.getByLabelText('Name 1'))
    await user.type(screen.getByLabelText('Name 1'), 'API_TOKEN')
    await user.click(screen.getByRole('button', { name: 'Save secrets' }))
    const table = screen.getByRole('table', { name: 'Secrets' })
    expect(await within(table).findByText('API_TOKEN', {}, { timeout: 15_000 })).toBeVisible()
    expect(screen.getByLabelText('Value 1')).toHaveValue('')
    expect(document.body).not.toHaveTextContent('secret-value')
  })
})
