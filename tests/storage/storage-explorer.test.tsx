import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { StorageExplorer } from '@/components/project/storage/storage-explorer'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { PRIMARY_PROJECT_REF } from '@/mock-platform/seed-ids'
import { projectStorage } from '@/mock-platform/storage-state'
import { MOCK_PLATFORM_API_URL, useMockPlatform } from '@/mock-platform/use-mock-platform'
import { server } from '@/tests/setup/msw-server'
import { http, HttpResponse } from 'msw'
import { fakeNavigation } from '@/tests/setup/fake-navigation'
import { configureTestPlatform, renderWithProviders, TEST_CONFIG } from '@/tests/setup/render-with-providers'

vi.mock('next/navigation', async () => (await import('@/tests/setup/fake-navigation')).fakeNavigationModule)

const PLATFORM_CONFIG = { ...TEST_CONFIG, isPlatform: true, platformApiUrl: MOCK_PLATFORM_API_URL }

afterEach(() => resetPlatformClient())

const FILES_PATH = `/project/${PRIMARY_PROJECT_REF}/storage/buckets`

function renderExplorer(config = PLATFORM_CONFIG, search = '') {
  fakeNavigation.go(`${FILES_PATH}${search}`)
  fakeNavigation.push.mockClear()
  configureTestPlatform()
  return renderWithProviders(<StorageExplorer projectRef={PRIMARY_PROJECT_REF} variant="buckets" />, config)
}

describe('StorageExplorer', () => {
  it('creates, edits, browses and deletes buckets through the platform', async () => {
    const state = useMockPlatform()
    const user = userEvent.setup()
    renderExplorer()
    const buckets = await screen.findByRole('table', { name: 'Buckets' })
    expect(within(buckets).getByRole('button', { name: 'Open bucket avatars' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'New bucket' }))
    await user.type(screen.getByLabelText('Name of bucket'), 'Bad Name')
    await user.click(screen.getByRole('button', { name: 'Create bucket' }))
    expect(await screen.findByText(/Use lower-case letters/)).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Name of bucket'))
    await user.type(screen.getByLabelText('Name of bucket'), 'reports')
    await user.type(screen.getByLabelText('File size limit (MB)'), '5')
    await user.type(screen.getByLabelText('Allowed MIME types'), 'image/*, application/pdf')
    await user.click(screen.getByRole('button', { name: 'Create bucket' }))
    expect(await screen.findByRole('button', { name: 'Open bucket reports' })).toBeInTheDocument()
    expect(projectStorage(state, PRIMARY_PROJECT_REF).buckets.get('reports')).toMatchObject({
      public: false,
      file_size_limit: 5 * 1024 * 1024,
      allowed_mime_types: ['image/*', 'application/pdf'],
    })

    await user.click(screen.getByRole('button', { name: 'Edit bucket reports' }))
    await user.click(screen.getByLabelText(/Public bucket/))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(projectStorage(state, PRIMARY_PROJECT_REF).buckets.get('reports')?.public).toBe(true))

    await user.click(screen.getByRole('button', { name: 'Open bucket avatars' }))
    await user.click(await screen.findByRole('button', { name: 'Open folder docs' }))
    await user.click(await screen.findByRole('button', { name: 'Preview readme.txt' }))
    expect(await screen.findByLabelText('Content of readme.txt')).toHaveTextContent('Welcome to the mock platform storage.')
    await user.keyboard('{Escape}')

    await user.click(screen.getByRole('button', { name: 'Delete readme.txt' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('This folder is empty. Drop files here or upload them.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'All buckets' }))
    await user.click(await screen.findByRole('button', { name: 'Delete bucket reports' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete bucket' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open bucket reports' })).not.toBeInTheDocument())
  })

  it('keeps the typed bucket and shows the refusal when creating fails', async () => {
    useMockPlatform()
    const user = userEvent.setup()
    renderExplorer()
    await user.click(await screen.findByRole('button', { name: 'New bucket' }))
    await user.type(screen.getByLabelText('Name of bucket'), 'avatars')
    await user.click(screen.getByRole('button', { name: 'Create bucket' }))
    expect(await screen.findByText('Failed to create bucket: The resource already exists')).toBeInTheDocument()
    expect(screen.getByLabelText('Name of bucket')).toHaveValue('avatars')
  })

  it('self-hosted without the gateway names the variables to set', async () => {
    server.use(
      http.get('https://api.test/platform/storage/default/buckets', () =>
        HttpResponse.json({ message: 'Storage is not configured' }, { status: 503 })
      )
    )
    configureTestPlatform()
    renderWithProviders(<StorageExplorer projectRef="default" variant="files" />)
    expect(await screen.findByText('Storage needs your project’s API gateway')).toBeInTheDocument()
    for (const name of ['SUPABASE_URL', 'SUPABASE_SERVICE_KEY', 'SUPABASE_PUBLIC_URL']) {
      expect(screen.getAllByText(name).length).toBeGreaterThan(0)
    }
  })

  it('keeps the open bucket and folder in the URL, opens a deep link, and follows Back', async () => {
    useMockPlatform()
    const user = userEvent.setup()
    renderExplorer()
    await user.click(await screen.findByRole('button', { name: 'Open bucket avatars' }))
    await user.click(await screen.findByRole('button', { name: 'Open folder docs' }))
    expect(fakeNavigation.url().pathname + fakeNavigation.url().search).toBe(`${FILES_PATH}?bucket=avatars&path=docs`)
    expect(fakeNavigation.push.mock.calls.map(([href]) => href)).toEqual([`${FILES_PATH}?bucket=avatars`, `${FILES_PATH}?bucket=avatars&path=docs`])
    expect(await screen.findByRole('button', { name: 'Preview readme.txt' })).toBeInTheDocument()

    // Back (the router moving to the previous entry) shows the bucket's top again.
    fakeNavigation.go(`${FILES_PATH}?bucket=avatars`)
    expect(await screen.findByRole('button', { name: 'Open folder docs' })).toBeInTheDocument()
    fakeNavigation.go(FILES_PATH)
    expect(await screen.findByRole('table', { name: 'Buckets' })).toBeInTheDocument()
  })

  it('opens a deep link to a folder, and names a bucket that does not exist', async () => {
    useMockPlatform()
    renderExplorer(PLATFORM_CONFIG, '?bucket=avatars&path=docs')
    expect(await screen.findByRole('button', { name: 'Preview readme.txt' })).toBeInTheDocument()
    fakeNavigation.go(`${FILES_PATH}?bucket=gone`)
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no bucket "gone" in this project: choose one below.')
    expect(screen.getByRole('table', { name: 'Buckets' })).toBeInTheDocument()
  })
})
