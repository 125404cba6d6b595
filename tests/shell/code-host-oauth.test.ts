import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { openCodeHostPopup } from '@/components/sign-in/code-host-popup'
import { codeHostAuthorizeUrl, generateOAuthState, OAUTH_STATE_STORAGE_KEY } from '@/lib/auth/code-host-oauth'
import { verifyOAuthState } from '@/stores/code-host-oauth-state'
import { authErrorMessage } from '@/lib/auth/auth-errors'

function memoryStorage(): Storage {
  const data = new Map<string, string>()
  return {
    get length() {
      return data.size
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  }
}

function fakeWindow(popup: { closed: boolean; close: () => void } | null) {
  const open = vi.fn((_url?: string, _name?: string, _features?: string) => popup)
  const win = {
    localStorage: memoryStorage(),
    screen: { width: 1600, height: 1000 },
    open,
    setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
    clearInterval: (id: ReturnType<typeof setInterval>) => clearInterval(id),
  }
  return { win: win as unknown as Window, open }
}

describe('code-host OAuth popup (SPEC §7)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('generates a random 32-character state', () => {
    const first = generateOAuthState()
    expect(first).toMatch(/^[A-Za-z0-9]{32}$/)
    expect(generateOAuthState()).not.toBe(first)
  })

  it('builds the authorize URL with client_id and state', () => {
    const url = new URL(codeHostAuthorizeUrl('client-1', 'S'.repeat(32)))
    expect(url.searchParams.get('client_id')).toBe('client-1')
    expect(url.searchParams.get('state')).toBe('S'.repeat(32))
  })

  it('opens a 600x800 popup, stores the state and completes when the popup closes (polled every 500 ms)', () => {
    const popup = { closed: false, close: vi.fn() }
    const { win, open } = fakeWindow(popup)
    const onComplete = vi.fn()
    openCodeHostPopup('https://auth.example/authorize', 'state-123', onComplete, { win, now: () => Date.now() })
    expect(open.mock.calls[0][2]).toContain('width=600,height=800')
    expect(win.localStorage.getItem(OAUTH_STATE_STORAGE_KEY)).toBe('state-123')
    popup.closed = true
    vi.advanceTimersByTime(499)
    expect(onComplete).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onComplete).toHaveBeenCalledWith('closed')
  })

  it('gives up after 300 s', () => {
    const popup = { closed: false, close: vi.fn() }
    const { win } = fakeWindow(popup)
    const onComplete = vi.fn()
    openCodeHostPopup('https://auth.example/authorize', 's', onComplete, { win, now: () => Date.now() })
    vi.advanceTimersByTime(299_500)
    expect(onComplete).not.toHaveBeenCalled()
    vi.advanceTimersByTime(500)
    expect(onComplete).toHaveBeenCalledWith('timeout')
    expect(popup.close).toHaveBeenCalled()
  })

  it('reports a blocked popup', () => {
    const { win } = fakeWindow(null)
    const onComplete = vi.fn()
    openCodeHostPopup('https://auth.example/authorize', 's', onComplete, { win })
    expect(onComplete).toHaveBeenCalledWith('blocked')
  })

  it('verifies the returned state once', () => {
    const storage = memoryStorage()
    storage.setItem(OAUTH_STATE_STORAGE_KEY, 'abc')
    expect(verifyOAuthState('abc', storage)).toBe(true)
    expect(verifyOAuthState('abc', storage)).toBe(false)
  })
})

describe('auth errors (SPEC §8)', () => {
  it('maps UNVERIFIED_GITHUB_USER to its message and shows other messages as they are', () => {
    expect(authErrorMessage({ code: 'UNVERIFIED_GITHUB_USER', message: 'x' })).toBe(
      'Please verify your email on GitHub first, then reach out to us at support@supabase.com to log into the dashboard'
    )
    expect(authErrorMessage({ message: 'Invalid login credentials' })).toBe('Invalid login credentials')
  })
})
