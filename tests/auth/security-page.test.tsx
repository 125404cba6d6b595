import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SecurityPage } from '@/components/account/security-page'
import { AuthProvider } from '@/components/sign-in/auth-provider'
import { MfaRequiredNotice } from '@/components/org/home/mfa-required-notice'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { getAuthClient } from '@/lib/auth/auth-client'
import { rememberMfaReturn } from '@/stores/mfa-return-store'
import { totpFor } from '@/mock-platform/handlers/gotrue-mfa'
import { MOCK_USER_EMAIL, MOCK_USER_PASSWORD, PRIMARY_ORG_SLUG } from '@/mock-platform/seed-ids'
import { MOCK_GOTRUE_URL, useMockPlatform } from '@/mock-platform/use-mock-platform'
import { fakeNavigation } from '@/tests/setup/fake-navigation'

import { platformConfig, renderWithPlatform } from '../billing/render-with-platform'

vi.mock('next/navigation', async () => (await import('@/tests/setup/fake-navigation')).fakeNavigationModule)

const config = platformConfig({ gotrueUrl: MOCK_GOTRUE_URL })

async function signInAndRender(ui: React.ReactElement) {
  await getAuthClient(MOCK_GOTRUE_URL).signInWithPassword({ email: MOCK_USER_EMAIL, password: MOCK_USER_PASSWORD })
  return renderWithPlatform(<AuthProvider>{ui}</AuthProvider>, config)
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  fakeNavigation.replace.mockClear()
})
afterEach(() => resetPlatformClient())

describe('TOTP enrolment on the security page', () => {
  it('names, scans, rejects a wrong code, verifies the right one and sends the user to returnTo', async () => {
    const state = useMockPlatform()
    const returnTo = `/org/${PRIMARY_ORG_SLUG}/billing`
    fakeNavigation.go(`/account/security?returnTo=${encodeURIComponent(returnTo)}`)
    const user = userEvent.setup()
    await signInAndRender(<SecurityPage />)

    expect(await screen.findByText('No authenticator apps yet.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add authenticator app' }))
    await user.clear(screen.getByLabelText('Name'))
    await user.type(screen.getByLabelText('Name'), 'Phone')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    const secret = (await screen.findByTestId('totp-secret')).textContent ?? ''
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/))

    await user.type(screen.getByLabelText('Authentication code'), '12345')
    await user.click(screen.getByRole('button', { name: 'Verify and enable' }))
    expect(screen.getByText('Enter the six-digit code from your authenticator app')).toBeInTheDocument()

    await user.clear(screen.getByLabelText('Authentication code'))
    await user.type(screen.getByLabelText('Authentication code'), '000000')
    await user.click(screen.getByRole('button', { name: 'Verify and enable' }))
    expect(await screen.findByText(/That code is not correct/)).toBeInTheDocument()
    // The QR code and secret stay for the next try.
    expect(screen.getByTestId('totp-secret')).toHaveTextContent(secret)

    await user.type(screen.getByLabelText('Authentication code'), totpFor(secret, MOCK_USER_EMAIL).generate())
    await user.click(screen.getByRole('button', { name: 'Verify and enable' }))
    await waitFor(() => expect(fakeNavigation.replace).toHaveBeenCalledWith(returnTo))
    expect(state.gotrue.users[0].factors.map((factor) => [factor.friendly_name, factor.status])).toEqual([['Phone', 'verified']])
  })

  it('cancelling an enrolment removes its unverified factor', async () => {
    const state = useMockPlatform()
    fakeNavigation.go('/account/security')
    const user = userEvent.setup()
    await signInAndRender(<SecurityPage />)
    await user.click(await screen.findByRole('button', { name: 'Add authenticator app' }))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await screen.findByTestId('totp-secret')
    expect(state.gotrue.users[0].factors).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(state.gotrue.users[0].factors).toEqual([]))
    expect(await screen.findByRole('button', { name: 'Add authenticator app' })).toBeInTheDocument()
  })

  it('lists a verified factor and removes it from an aal2 session', async () => {
    const state = useMockPlatform('mfa-enrolled')
    fakeNavigation.go('/account/security')
    const user = userEvent.setup()
    // Lift the session to aal2 first, as the sign-in challenge would.
    const client = getAuthClient(MOCK_GOTRUE_URL)
    await client.signInWithPassword({ email: MOCK_USER_EMAIL, password: MOCK_USER_PASSWORD })
    const factorId = state.gotrue.users[0].factors[0].id
    const secret = state.gotrue.users[0].factors[0].secret ?? ''
    await client.mfa.challengeAndVerify({ factorId, code: totpFor(secret, MOCK_USER_EMAIL).generate() })
    renderWithPlatform(
      <AuthProvider>
        <SecurityPage />
      </AuthProvider>,
      config
    )
    const list = await screen.findByRole('list', { name: 'Authenticators' })
    expect(within(list).getByText('Verified')).toBeInTheDocument()
    await user.click(within(list).getByRole('button', { name: 'Remove Authenticator app' }))
    // The confirmation dialog's code loads on first use.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 })
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(state.gotrue.users[0].factors).toEqual([]))
  })
})

describe('organization MFA requirement notice', () => {
  it('explains why the user is here and links to enrolment with the page they wanted', async () => {
    useMockPlatform('mfa-required')
    rememberMfaReturn(PRIMARY_ORG_SLUG, '/project/abc')
    await signInAndRender(<MfaRequiredNotice slug={PRIMARY_ORG_SLUG} name="Acme" />)
    expect(await screen.findByText('This organization requires multi-factor authentication')).toBeInTheDocument()
    expect(screen.getByText(/instead of the page you asked for/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Set up MFA' })).toHaveAttribute(
      'href',
      expect.stringContaining(`/account/security?returnTo=${encodeURIComponent('/project/abc')}`)
    )
  })
})
