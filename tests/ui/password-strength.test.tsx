import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { toast, Toaster } from 'sonner'

import { PasswordStrength } from '@/components/ui/password-strength'
import { configurePlatformClient, resetPlatformClient } from '@/lib/api/client-settings'
import type { PasswordCheckResponse } from '@/lib/api/types'
import { server } from '@/tests/setup/msw-server'
import { createTestQueryClient } from '@/tests/setup/test-query-client'

const API_URL = 'https://api.password.test/platform'
const CHECK_URL = `${API_URL}/profile/password-check`

/** The server's answer per password in these tests. */
const ANSWERS: Record<string, PasswordCheckResponse['result']> = {
  password: { score: 0, feedback: { suggestions: ['Add another word or two.'], warning: 'This is a top-10 common password' } },
  'hunter22!': { score: 1, feedback: { suggestions: ['Avoid common phrases.', 'Use a longer keyboard pattern.'], warning: 'Short keyboard patterns are easy to guess.' } },
  'correct horse': { score: 2, feedback: { suggestions: [], warning: 'Common names are easy to guess' } },
  'correct horse battery': { score: 3, feedback: { suggestions: ['Add another word.'], warning: '' } },
  'correct horse battery staple 9!': { score: 4, feedback: { suggestions: [], warning: '' } },
  ['b'.repeat(99)]: { score: 0, feedback: { suggestions: [], warning: 'Repeated characters are easy to guess' } },
}

function useCheckHandler() {
  const passwords: string[] = []
  server.use(
    http.post(CHECK_URL, async ({ request }) => {
      const { password } = (await request.json()) as { password: string }
      passwords.push(password)
      const result = ANSWERS[password]
      if (!result) return HttpResponse.json({ message: `no answer for ${password}` }, { status: 500 })
      return HttpResponse.json({ result } satisfies PasswordCheckResponse)
    })
  )
  return passwords
}

function renderMeter(password: string, onStrengthChange?: (result: unknown) => void) {
  const queryClient = createTestQueryClient({ queries: { retry: false }, mutations: { retry: false } })
  const wrap = (node: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <Toaster />
      {node}
    </QueryClientProvider>
  )
  const view = render(wrap(<PasswordStrength password={password} onStrengthChange={onStrengthChange} />))
  return {
    ...view,
    rerenderWith: (next: string) => view.rerender(wrap(<PasswordStrength password={next} onStrengthChange={onStrengthChange} />)),
  }
}

const bar = () => screen.getByTestId('password-strength-bar')

describe('PasswordStrength (SPEC §5)', () => {
  beforeEach(() => configurePlatformClient({ platformApiUrl: API_URL, getAccessToken: () => 'token' }))
  afterEach(() => {
    resetPlatformClient()
    toast.dismiss()
  })

  it.each([
    ['password', '10%', 'red', 'This password is not acceptable. Add another word or two.', 'This is a top-10 common password. You need a stronger password.'],
    ['hunter22!', '30%', 'red', 'This password is not secure enough. Avoid common phrases. Use a longer keyboard pattern.', 'Short keyboard patterns are easy to guess. You need a stronger password.'],
    ['correct horse', '50%', 'yellow', 'This password is not secure enough.', 'Common names are easy to guess. You need a stronger password.'],
    ['correct horse battery', '80%', 'yellow', 'Not bad, but your password must be harder to guess. Add another word.', 'You need a stronger password.'],
  ])('shows score for %j: width %s, %s, message and warning', async (password, width, colour, message, warning) => {
    const passwords = useCheckHandler()
    renderMeter(password)
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.getByText(warning)).toBeInTheDocument()
    expect(bar()).toHaveStyle({ width })
    expect(bar()).toHaveAttribute('data-colour', colour)
    expect(passwords).toEqual([password])
  })

  it('shows a strong password in full green with no warning and reports it', async () => {
    useCheckHandler()
    const onStrengthChange = vi.fn()
    renderMeter('correct horse battery staple 9!', onStrengthChange)
    expect(await screen.findByText('This password is strong.')).toBeInTheDocument()
    expect(bar()).toHaveStyle({ width: '100%' })
    expect(bar()).toHaveAttribute('data-colour', 'green')
    expect(screen.getByRole('progressbar', { name: 'Password strength' })).toHaveAttribute('aria-valuenow', '4')
    expect(screen.queryByText(/You need a stronger password/)).not.toBeInTheDocument()
    expect(onStrengthChange).toHaveBeenLastCalledWith({ message: 'This password is strong.', warning: '', strength: 4 })
  })

  it('shows nothing and checks nothing for an empty password', async () => {
    const passwords = useCheckHandler()
    vi.useFakeTimers()
    try {
      renderMeter('')
      act(() => vi.advanceTimersByTime(1000))
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
      expect(screen.queryByText(/password/i)).not.toBeInTheDocument()
      expect(passwords).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })

  describe('over 99 characters', () => {
    beforeEach(() => vi.useFakeTimers())
    afterEach(() => vi.useRealTimers())

    it('rejects it locally without calling the server', () => {
      const passwords = useCheckHandler()
      renderMeter('a'.repeat(100))
      act(() => vi.advanceTimersByTime(1000))
      expect(screen.getByText('This password is not acceptable. Maximum length of password exceeded')).toBeInTheDocument()
      expect(screen.getByText('Password should be less than 100 characters')).toBeInTheDocument()
      expect(bar()).toHaveStyle({ width: '10%' })
      expect(bar()).toHaveAttribute('data-colour', 'red')
      expect(passwords).toEqual([])
    })

    it('still sends a 99-character password, once typing pauses', async () => {
      const passwords = useCheckHandler()
      renderMeter('b'.repeat(99))
      expect(passwords).toEqual([])
      await act(async () => vi.advanceTimersByTime(1000))
      expect(passwords).toEqual(['b'.repeat(99)])
    })
  })

  it('checks only the password the user stopped at', async () => {
    const passwords = useCheckHandler()
    const { rerenderWith } = renderMeter('c')
    rerenderWith('correct')
    rerenderWith('correct horse')
    expect(await screen.findByText('This password is not secure enough.')).toBeInTheDocument()
    expect(passwords).toEqual(['correct horse'])
  })

  it('toasts "Failed to check password strength: {message}" when the check fails', async () => {
    server.use(http.post(CHECK_URL, () => HttpResponse.json({ message: 'Rate limit exceeded' }, { status: 429 })))
    renderMeter('whatever')
    expect(await screen.findByText('Failed to check password strength: Rate limit exceeded')).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })
})
