import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { BranchesPage } from '@/components/project/branches/branches-page'
import { createBranch } from '@/data/branches/branch-mutations'
import { configurePlatformClient, resetPlatformClient } from '@/lib/api/client-settings'
import { STAGING_PROJECT_REF } from '@/mock-platform/seed-ids'
import { MOCK_PLATFORM_API_URL, useMockPlatform } from '@/mock-platform/use-mock-platform'

import { renderWithPlatform } from '../billing/render-with-platform'

vi.mock('next/navigation', async () => (await import('@/tests/setup/fake-navigation')).fakeNavigationModule)

afterEach(() => resetPlatformClient())

describe('Branches page', () => {
  it('shows branch and preview-project statuses in words, never the raw codes', async () => {
    useMockPlatform()
    configurePlatformClient({ platformApiUrl: MOCK_PLATFORM_API_URL, requiresConnectionEncryption: false })
    await createBranch({ projectRef: STAGING_PROJECT_REF, branchName: 'preview-1', gitBranch: 'feature/one' })
    renderWithPlatform(<BranchesPage projectRef={STAGING_PROJECT_REF} />)
    const row = await screen.findByRole('row', { name: /preview-1/ })
    const status = within(row).getAllByRole('cell')[2]
    expect(status.textContent).not.toMatch(/[A-Z]{2,}_[A-Z_]+/)
    expect(status.textContent).not.toMatch(/COMING_UP|CREATING_PROJECT|ACTIVE_HEALTHY/)
    expect(status.textContent?.trim().length).toBeGreaterThan(0)
  })
})
