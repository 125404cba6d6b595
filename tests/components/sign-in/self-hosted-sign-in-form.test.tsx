import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { SelfHostedSignInForm } from '@/components/sign-in/self-hosted-sign-in-form'
import { server } from '@/tests/setup/msw-server'
import { createTestQueryClient } from '@/tests/setup/test-query-client'

// Only next/navigation is replaced: the current query string and a recorded router.
const navigation = vi.hoisted(() => ({ search: '', replace: vi.fn() }))
vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: navigation.replace, push: vi.fn(), refresh: vi.fn() }),
  useSearchParams: () => new URLSearchParams(navigation.search),
}))

function renderForm(search = '') {
  navigation.search = search
  const queryClient = createTestQueryClient({ mutations: { retry: false } })
  render(
    <QueryClientProvider client={queryClient}>
      <SelfHostedSignInForm />
    </QueryClientProvider>
  )
}

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup()
  if (username) await user.type(screen.getByLabelText('Username'), username)
  if (password) await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Sign In' }))
}

describe('SelfHostedSignInForm', () => {
  beforeEach(() => navigation.replace.mockReset())

  it('asks for both fields before calling the server', async () => {
    renderForm()
    await fillAndSubmit('', '')
    expect(screen.getByText('Enter your username')).toBeInTheDocument()
    expect(screen.getByText('Enter your password')).toBeInTheDocument()
    expect(navigation.replace).not.toHaveBeenCalled()
  })

  it("shows the server's error when the credentials are wrong", async () => {
    server.use(
      http.post('*/dashboard/api/auth/sign-in', () => HttpResponse.json({ message: 'Invalid username or password' }, { status: 401 }))
    )
    renderForm()
    await fillAndSubmit('admin', 'nope')
    expect(await screen.findByText('Invalid username or password')).toBeInTheDocument()
    expect(navigation.replace).not.toHaveBeenCalled()
  })

  it('signs in with the typed credentials and returns to returnTo', async () => {
    let received: unknown
    server.use(
      http.post('*/dashboard/api/auth/sign-in', async ({ request }) => {
        received = await request.json()
        return HttpResponse.json({ username: 'admin' })
      })
    )
    renderForm('returnTo=%2Fproject%2Fdefault%2Fsql%2Fnew')
    await fillAndSubmit('admin', 'correct horse')
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/project/default/sql/new'))
    expect(received).toEqual({ username: 'admin', password: 'correct horse' })
  })

  it('goes to the dashboard home when there is no returnTo', async () => {
    server.use(http.post('*/dashboard/api/auth/sign-in', () => HttpResponse.json({ username: 'admin' })))
    renderForm()
    await fillAndSubmit('admin', 'correct horse')
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/'))
  })
})
