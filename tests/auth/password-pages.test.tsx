import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { AuthProvider } from '@/components/sign-in/auth-provider'
import { ForgotPasswordForm, RESET_EMAIL_SENT_TITLE } from '@/components/sign-in/forgot-password-form'
import { WEAK_PASSWORD_MESSAGE } from '@/components/sign-in/new-password-field'
import { ResetPasswordForm } from '@/components/sign-in/reset-password-form'
import { CONFIRMATION_SENT_TITLE, SignUpForm } from '@/components/sign-in/sign-up-form'
import { resetPlatformClient } from '@/lib/api/client-settings'
import { AUTH_STORAGE_KEY } from '@/lib/auth/auth-storage'
import { getAuthClient } from '@/lib/auth/auth-client'
import { MOCK_USER_EMAIL, MOCK_USER_PASSWORD } from '@/mock-platform/seed-ids'
import { MOCK_GOTRUE_URL, MOCK_PLATFORM_API_URL, useMockPlatform } from '@/mock-platform/use-mock-platform'
import { fakeNavigation } from '@/tests/setup/fake-navigation'
import { server } from '@/tests/setup/msw-server'

import { platformConfig, renderWithPlatform } from '../billing/render-with-platform'

vi.mock('next/navigation', async () => (await import('@/tests/setup/fake-navigation')).fakeNavigationModule)

const STRONG = 'correct horse battery staple 42'
const WEAK = 'password1'
const RETURN_TO = '/org/acme-corp/billing'
const config = platformConfig({ gotrueUrl: MOCK_GOTRUE_URL })

/** The platform's password check, made fast and predictable: only STRONG scores 4. */
function scoreOnlyStrongPassword() {
  server.use(
    http.post(`${MOCK_PLATFORM_API_URL}/profile/password-check`, async ({ request }) => {
      const { password } = (await request.json()) as { password: string }
      return HttpResponse.json({ result: { score: password === STRONG ? 4 : 1, feedback: { suggestions: [], warning: 'Too common' } } })
    })
  )
}

beforeEach(() => {
  localStorage.clear()
  fakeNavigation.replace.mockClear()
  fakeNavigation.go(`/sign-up?returnTo=${encodeURIComponent(RETURN_TO)}`)
})
afterEach(() => resetPlatformClient())

describe('sign-up', () => {
  it('refuses a password below the minimum strength without asking the auth server', async () => {
    const state = useMockPlatform()
    scoreOnlyStrongPassword()
    const user = userEvent.setup()
    renderWithPlatform(<SignUpForm />, config)
    await user.type(screen.getByLabelText('Email'), 'new@example.com')
    await user.type(screen.getByLabelText('Password'), WEAK)
    await screen.findByText('This password is not secure enough.')
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))
    expect(screen.getByText(WEAK_PASSWORD_MESSAGE)).toBeInTheDocument()
    expect(state.requests.some((entry) => entry.path.endsWith('/signup'))).toBe(false)
  })

  it('signs up with a strong password, says to check the email, and the link carries returnTo', async () => {
    const state = useMockPlatform()
    scoreOnlyStrongPassword()
    const user = userEvent.setup()
    renderWithPlatform(<SignUpForm />, config)
    await user.type(screen.getByLabelText('Email'), 'new@example.com')
    await user.type(screen.getByLabelText('Password'), STRONG)
    await screen.findByText('This password is strong.')
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))
    expect(await screen.findByText(CONFIRMATION_SENT_TITLE)).toBeInTheDocument()
    expect(state.gotrue.emails).toHaveLength(1)
    expect(new URL(state.gotrue.emails[0].redirect_to).pathname).toBe(`/dashboard${RETURN_TO}`)
    // Resending within the minute is the auth server's rate limit, said in words.
    await user.click(screen.getByRole('button', { name: 'Resend confirmation email' }))
    expect(await screen.findByText(/Too many emails were sent to this address\. Try again in \d+ seconds\./)).toBeInTheDocument()
  })

  it('says an existing address is already registered', async () => {
    useMockPlatform()
    scoreOnlyStrongPassword()
    const user = userEvent.setup()
    renderWithPlatform(<SignUpForm />, config)
    await user.type(screen.getByLabelText('Email'), MOCK_USER_EMAIL)
    await user.type(screen.getByLabelText('Password'), STRONG)
    await screen.findByText('This password is strong.')
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email address already exists')
  })
})

describe('forgot password', () => {
  it('answers the same for any address and points the reset link at /dashboard/reset-password with returnTo', async () => {
    const state = useMockPlatform()
    const user = userEvent.setup()
    renderWithPlatform(<ForgotPasswordForm />, config)
    await user.type(screen.getByLabelText('Email'), MOCK_USER_EMAIL)
    await user.click(screen.getByRole('button', { name: 'Send reset email' }))
    expect(await screen.findByText(RESET_EMAIL_SENT_TITLE)).toBeInTheDocument()
    const redirect = new URL(state.gotrue.emails[0].redirect_to)
    expect(redirect.pathname).toBe('/dashboard/reset-password')
    expect(redirect.searchParams.get('returnTo')).toBe(RETURN_TO)
  })
})

describe('reset password', () => {
  it('with a recovery session: refuses a weak password, then updates and goes to returnTo', async () => {
    const state = useMockPlatform()
    scoreOnlyStrongPassword()
    fakeNavigation.go(`/reset-password?returnTo=${encodeURIComponent(RETURN_TO)}`)
    // The reset link's session, as the auth client stores it after reading the link's hash.
    const client = getAuthClient(MOCK_GOTRUE_URL)
    await client.signInWithPassword({ email: MOCK_USER_EMAIL, password: MOCK_USER_PASSWORD })
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull()
    const user = userEvent.setup()
    renderWithPlatform(
      <AuthProvider>
        <ResetPasswordForm />
      </AuthProvider>,
      config
    )
    await user.type(await screen.findByLabelText('New password'), WEAK)
    await screen.findByText('This password is not secure enough.')
    await user.click(screen.getByRole('button', { name: 'Update password' }))
    expect(screen.getByText(WEAK_PASSWORD_MESSAGE)).toBeInTheDocument()

    await user.clear(screen.getByLabelText('New password'))
    await user.type(screen.getByLabelText('New password'), STRONG)
    await screen.findByText('This password is strong.')
    await user.click(screen.getByRole('button', { name: 'Update password' }))
    await waitFor(() => expect(fakeNavigation.replace).toHaveBeenCalledWith(RETURN_TO))
    expect(state.gotrue.users[0].password).toBe(STRONG)
  })

  it('without a session says where the page comes from and offers a new email, keeping returnTo', async () => {
    useMockPlatform()
    fakeNavigation.go(`/reset-password?returnTo=${encodeURIComponent(RETURN_TO)}`)
    renderWithPlatform(
      <AuthProvider>
        <ResetPasswordForm />
      </AuthProvider>,
      config
    )
    expect(await screen.findByText('This page opens from the link in a password reset email.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Send a new reset email' })).toHaveAttribute(
      'href',
      expect.stringContaining(`/forgot-password?returnTo=${encodeURIComponent(RETURN_TO)}`)
    )
  })
})
