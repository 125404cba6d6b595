import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { ConfigProvider } from '@/components/shell/providers/config-provider'
import { SignInCallback } from '@/components/sign-in/sign-in-callback'

import { platformConfig } from '../billing/render-with-platform'

vi.mock('next/navigation', async () => (await import('@/tests/setup/fake-navigation')).fakeNavigationModule)

afterEach(() => window.history.replaceState(null, '', '/'))

describe('/sign-in/callback', () => {
  it('with a stale link, says so under a heading and leads back to sign in', async () => {
    window.history.replaceState(null, '', '/dashboard/sign-in/callback?state=stale')
    render(
      <ConfigProvider config={platformConfig({ gotrueUrl: 'https://auth.test/auth/v1', gotrueAnonKey: 'anon' })}>
        <SignInCallback />
      </ConfigProvider>
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in could not be completed' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('This sign-in link is not valid any more.')
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', expect.stringMatching(/\/sign-in$/))
  })
})
