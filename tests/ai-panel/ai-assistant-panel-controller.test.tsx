import 'fake-indexeddb/auto'

import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { AI_CONFIGURE_INSTRUCTIONS } from '@/components/shell/ai-assistant/ai-not-configured-notice'
import { configurePlatformClient, resetPlatformClient } from '@/lib/api/client-settings'
import { AI_SQL_GENERATOR_OPT_IN, aiOptInRequiredMessage } from '@/lib/ai/opt-in'
import { aiAssistantStore } from '@/stores/ai-assistant-store'
import { server } from '@/tests/setup/msw-server'
import { fakeNavigation as navigation } from '@/tests/setup/fake-navigation'

import { renderController, testConfig } from './helpers/panel'

// Only next/navigation is replaced (tests/setup/fake-navigation.ts).
vi.mock('next/navigation', async () => (await import('@/tests/setup/fake-navigation')).fakeNavigationModule)
navigation.go('/project/abc')

const panel = () => screen.queryByRole('complementary', { name: 'AI Assistant' })

beforeEach(async () => {
  await aiAssistantStore.getState().clearStorage()
})

afterEach(() => resetPlatformClient())

describe('AiAssistantPanelController and the aiAssistantPanelOpen parameter', () => {
  it('opens the panel when the URL says aiAssistantPanelOpen=true', async () => {
    navigation.go('/project/abc?aiAssistantPanelOpen=true')
    renderController('abc')

    // The first test also pays for transforming the lazily imported panel.
    expect(await screen.findByRole('complementary', { name: 'AI Assistant' }, { timeout: 10_000 })).toBeInTheDocument()
    expect(aiAssistantStore.getState()).toMatchObject({ projectRef: 'abc', open: true })
  })

  it('keeps the panel closed without the parameter, and shows the stored state otherwise', async () => {
    navigation.go('/project/abc')
    const view = renderController('abc')
    await waitFor(() => expect(aiAssistantStore.getState().isLoaded).toBe(true))
    expect(panel()).not.toBeInTheDocument()

    act(() => aiAssistantStore.getState().openPanel())
    expect(await screen.findByRole('complementary', { name: 'AI Assistant' })).toBeInTheDocument()
    view.unmount()
  })

  it('closes a panel stored open when the URL says aiAssistantPanelOpen=false', async () => {
    await aiAssistantStore.getState().loadProject('abc')
    aiAssistantStore.getState().openPanel()
    navigation.go('/project/abc?aiAssistantPanelOpen=false')

    renderController('abc')

    await waitFor(() => expect(aiAssistantStore.getState().open).toBe(false))
    expect(panel()).not.toBeInTheDocument()
  })

  it('applies the parameter once: closing the panel sticks while the parameter stays in the URL', async () => {
    const user = userEvent.setup()
    navigation.go('/project/abc?aiAssistantPanelOpen=true')
    renderController('abc')

    await user.click(await screen.findByRole('button', { name: 'Close AI Assistant' }))

    expect(panel()).not.toBeInTheDocument()
    // Another render with the same URL (e.g. a navigation elsewhere in the page) must not reopen it.
    act(() => navigation.go('/project/abc?aiAssistantPanelOpen=true&tab=1'))
    expect(panel()).not.toBeInTheDocument()
    expect(aiAssistantStore.getState().open).toBe(false)
  })

  it('loads the project on mount and resets the assistant without a project', async () => {
    navigation.go('/project/abc?aiAssistantPanelOpen=true')
    const view = renderController('abc')
    await screen.findByRole('complementary', { name: 'AI Assistant' })

    view.rerender(<></>)
    renderController(undefined)

    await waitFor(() => expect(aiAssistantStore.getState()).toMatchObject({ projectRef: undefined, open: false, chats: {} }))
    expect(panel()).not.toBeInTheDocument()
  })

  it('closes with Escape pressed inside the panel', async () => {
    const user = userEvent.setup()
    navigation.go('/project/abc?aiAssistantPanelOpen=true')
    renderController('abc')

    await user.click(await screen.findByRole('textbox', { name: 'Message' }))
    await user.keyboard('{Escape}')

    expect(panel()).not.toBeInTheDocument()
  })

  it('says how to configure a provider when none is configured', async () => {
    navigation.go('/project/abc?aiAssistantPanelOpen=true')
    renderController('abc', testConfig({ isAiConfigured: false }))

    const aside = await screen.findByRole('complementary', { name: 'AI Assistant' })
    expect(aside).toHaveTextContent('The AI assistant is not configured')
    expect(aside).toHaveTextContent(
      "Set OPENAI_API_KEY (and optionally OPENAI_BASE_URL and AI_MODEL) in the dashboard's environment and restart it."
    )
    expect(AI_CONFIGURE_INSTRUCTIONS).toBe(
      "Set OPENAI_API_KEY (and optionally OPENAI_BASE_URL and AI_MODEL) in the dashboard's environment and restart it."
    )
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument()
  })

  describe('on the hosted platform', () => {
    function mockPlatform(optInTags: string[]) {
      configurePlatformClient({ platformApiUrl: 'https://api.test/platform', requiresConnectionEncryption: true })
      server.use(
        http.get('https://api.test/platform/projects/abc', () =>
          HttpResponse.json({
            id: 1,
            ref: 'abc',
            name: 'Abc',
            organization_id: 7,
            status: 'ACTIVE_HEALTHY',
            region: 'us-east-1',
            cloud_provider: 'AWS',
            inserted_at: '2025-01-01T00:00:00Z',
            connectionString: 'encrypted-abc',
          })
        ),
        http.get('https://api.test/platform/organizations', () =>
          HttpResponse.json([
            {
              id: 7,
              slug: 'acme',
              name: 'Acme',
              plan: { id: 'free', name: 'Free' },
              opt_in_tags: optInTags,
              billing_partner: null,
              organization_missing_address: false,
              organization_requires_mfa: false,
              restriction_status: null,
              restriction_data: null,
            },
          ])
        )
      )
    }

    it('explains the SQL generator opt-in when the organization has not enabled it', async () => {
      mockPlatform([])
      navigation.go('/project/abc?aiAssistantPanelOpen=true')
      renderController('abc', testConfig({ isPlatform: true, platformApiUrl: 'https://api.test/platform' }))

      expect(await screen.findByText(aiOptInRequiredMessage(AI_SQL_GENERATOR_OPT_IN))).toBeInTheDocument()
      expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument()
    })

    it('offers the chat once the organization opted in', async () => {
      mockPlatform([AI_SQL_GENERATOR_OPT_IN])
      navigation.go('/project/abc?aiAssistantPanelOpen=true')
      renderController('abc', testConfig({ isPlatform: true, platformApiUrl: 'https://api.test/platform' }))

      expect(await screen.findByRole('textbox', { name: 'Message' })).toBeInTheDocument()
      expect(screen.queryByText(/not enabled for this organization/)).not.toBeInTheDocument()
    })
  })
})
