import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { FeaturePreviewEmpty } from '@/components/shell/feature-previews/feature-preview-empty'
import { FeaturePreviewModal, type FeaturePreviewModalProps } from '@/components/shell/feature-previews/feature-preview-modal'
import { useFeaturePreviewModal } from '@/components/shell/feature-previews/use-feature-preview-modal'
import { ConfigProvider } from '@/components/shell/providers/config-provider'
import { configurePlatformClient, resetPlatformClient } from '@/lib/api/client-settings'
import type { PublicConfig } from '@/lib/config/schema'
import { consentStore } from '@/stores/consent-store'
import { featurePreviewStore } from '@/stores/feature-preview-store'
import { server } from '@/tests/setup/msw-server'
import { fakeNavigation as navigation } from '@/tests/setup/fake-navigation'
import { TEST_CONFIG } from '@/tests/setup/render-with-providers'

// Only next/navigation is replaced (tests/setup/fake-navigation.ts).
vi.mock('next/navigation', async () => (await import('@/tests/setup/fake-navigation')).fakeNavigationModule)
navigation.go('/project/abc')

const ALL_FLAGS_ON = { gitlessBranching: true, advisorRules: true, unifiedLogs: true, storageAnalyticsVector: true }

function config(isPlatform: boolean): PublicConfig {
  return { ...TEST_CONFIG, isPlatform }
}

function renderModal(search: string, props: FeaturePreviewModalProps = {}, isPlatform = true) {
  navigation.go(`/project/abc${search}`)
  return render(
    <ConfigProvider config={config(isPlatform)}>
      <FeaturePreviewModal flags={ALL_FLAGS_ON} orgPlan="team" projectRef="abc" {...props} />
    </ConfigProvider>
  )
}

const listItems = () =>
  within(screen.getByRole('list', { name: 'Feature previews' }))
    .getAllByRole('button')
    .map((button) => button.textContent)

beforeEach(() => {
  localStorage.clear()
  featurePreviewStore.getState().hydrate()
  navigation.push.mockClear()
  navigation.replace.mockClear()
})

afterEach(() => resetPlatformClient())

describe('feature preview modal', () => {
  it.each(['', '?featurePreviewModal=', '?other=1'])('is closed when the parameter is absent or empty (%s)', (search) => {
    renderModal(search)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('opens on the preview named by the parameter', () => {
    renderModal('?featurePreviewModal=supabase-ui-cls')
    const dialog = screen.getByRole('dialog', { name: 'Dashboard feature previews' })
    expect(within(dialog).getByRole('heading', { level: 3 })).toHaveTextContent('Column-level privileges')
    expect(within(dialog).getByText(/UI to grant or revoke column privileges\./)).toBeInTheDocument()
    expect(within(dialog).queryByText('New')).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('link', { name: /Give feedback/ })).not.toBeInTheDocument()
  })

  it('selects the first listed preview when the parameter names none of them', () => {
    renderModal('?featurePreviewModal=true', { flags: {} })
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Directly edit database entities')
    expect(screen.getByRole('button', { name: 'Directly edit database entities' })).toHaveAttribute('aria-current', 'true')
  })

  it('lists every preview on the platform, and hides platform-only ones when self-hosted', () => {
    const { unmount } = renderModal('?featurePreviewModal=new-storage-ui')
    expect(listItems()).toEqual([
      'New Storage interface',
      'New Logs interface',
      'Branching via dashboard',
      'Disable Advisor rules',
      'Directly edit database entities',
      'Project API documentation',
      'Column-level privileges',
    ])
    unmount()

    renderModal('?featurePreviewModal=new-storage-ui', {}, false)
    expect(listItems()).toEqual([
      'New Storage interface',
      'Directly edit database entities',
      'Project API documentation',
      'Column-level privileges',
    ])
  })

  it('shows the New badge, feedback link and Branching 2.0 limitations', () => {
    renderModal('?featurePreviewModal=supabase-ui-branching-2-0')
    expect(screen.getByText('New')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Give feedback/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/github\.com\/orgs\/supabase\/discussions/)
    )
    expect(screen.getByText(/pulling from main overwrites functions/)).toBeInTheDocument()
  })

  it('switches the selected preview through the URL', async () => {
    const user = userEvent.setup()
    renderModal('?featurePreviewModal=supabase-ui-cls&other=1')
    await user.click(screen.getByRole('button', { name: 'Project API documentation' }))
    expect(navigation.replace).toHaveBeenCalledWith(
      '/project/abc?featurePreviewModal=supabase-ui-api-side-panel&other=1',
      { scroll: false }
    )
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Project API documentation')
  })

  it('closes by removing the parameter', async () => {
    const user = userEvent.setup()
    renderModal('?featurePreviewModal=supabase-ui-cls&other=1')
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(navigation.replace).toHaveBeenCalledWith('/project/abc?other=1', { scroll: false })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('enables and disables a preview, recording each change', async () => {
    const user = userEvent.setup()
    const onTrack = vi.fn()
    renderModal('?featurePreviewModal=supabase-ui-cls', { onTrack })
    const listItem = screen.getByRole('button', { name: 'Column-level privileges' })
    expect(listItem).toHaveAttribute('data-enabled', 'false')

    await user.click(screen.getByRole('button', { name: 'Enable feature' }))
    expect(localStorage.getItem('supabase-ui-cls')).toBe('true')
    expect(listItem).toHaveAttribute('data-enabled', 'true')
    expect(onTrack).toHaveBeenLastCalledWith('feature_preview_enabled', {
      feature: 'supabase-ui-cls',
      projectRef: 'abc',
      organizationSlug: 'Unknown',
    })

    await user.click(screen.getByRole('button', { name: 'Disable feature' }))
    expect(localStorage.getItem('supabase-ui-cls')).toBe('false')
    expect(screen.getByRole('button', { name: 'Enable feature' })).toBeInTheDocument()
    expect(onTrack).toHaveBeenLastCalledWith('feature_preview_disabled', {
      feature: 'supabase-ui-cls',
      projectRef: 'abc',
      organizationSlug: 'Unknown',
    })
  })

  it('sends platform telemetry by default, with the organization slug', async () => {
    configurePlatformClient({ platformApiUrl: 'https://api.example.test/platform' })
    // Telemetry is sent only with cookie consent.
    consentStore.getState().accept()
    const received: unknown[] = []
    server.use(
      http.post('https://api.example.test/platform/telemetry/event', async ({ request }) => {
        received.push(await request.json())
        return new HttpResponse(null, { status: 201 })
      })
    )
    const user = userEvent.setup()
    renderModal('?featurePreviewModal=new-storage-ui', { organizationSlug: 'acme' })
    await user.click(screen.getByRole('button', { name: 'Enable feature' }))

    await vi.waitFor(() => expect(received).toHaveLength(1))
    expect(received[0]).toMatchObject({
      action: 'feature_preview_enabled',
      pathname: '/',
      custom_properties: { feature: 'new-storage-ui' },
      groups: { project: 'abc', organization: 'acme' },
    })
  })
})

describe('opening the modal', () => {
  function OpenButtons() {
    const { open, isOpen } = useFeaturePreviewModal()
    return (
      <>
        <button onClick={() => open()}>Open previews</button>
        <button onClick={() => open('supabase-ui-cls')}>Open CLS</button>
        <span>{isOpen ? 'open' : 'closed'}</span>
      </>
    )
  }

  it('pushes the first released preview key, or the requested one', async () => {
    const user = userEvent.setup()
    navigation.go('/project/abc')
    render(<OpenButtons />)
    expect(screen.getByText('closed')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Open previews' }))
    expect(navigation.push).toHaveBeenLastCalledWith('/project/abc?featurePreviewModal=new-storage-ui', { scroll: false })
    expect(screen.getByText('open')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Open CLS' }))
    expect(navigation.push).toHaveBeenLastCalledWith('/project/abc?featurePreviewModal=supabase-ui-cls', { scroll: false })
  })
})

describe('empty list', () => {
  it('says so and links to the community discussions', () => {
    render(<FeaturePreviewEmpty />)
    expect(screen.getByText('No feature previews available')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /community discussions/ })).toHaveAttribute(
      'href',
      'https://github.com/orgs/supabase/discussions'
    )
  })
})
