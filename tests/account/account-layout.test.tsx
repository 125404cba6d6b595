import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { AccountLayout } from '@/components/account/account-layout'

vi.mock('next/navigation', async () => (await import('@/tests/setup/fake-navigation')).fakeNavigationModule)

describe('account pages', () => {
  it('put their title, tabs and content in the main landmark', () => {
    render(
      <AccountLayout current="security" title="Security">
        <p>content</p>
      </AccountLayout>
    )
    const main = screen.getByRole('main')
    expect(within(main).getByRole('heading', { level: 1, name: 'Security' })).toBeInTheDocument()
    expect(within(main).getByText('content')).toBeInTheDocument()
  })
})
