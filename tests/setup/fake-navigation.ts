import { useSyncExternalStore } from 'react'
import { vi } from 'vitest'

/**
 * The one stand-in for next/navigation in component tests: an in-memory URL that re-renders its
 * readers when the router moves, as Next's router does. A test file replaces only this module:
 *   vi.mock('next/navigation', async () => (await import('@/tests/setup/fake-navigation')).fakeNavigationModule)
 * and drives or inspects it through `fakeNavigation`.
 */
let url = new URL('http://localhost/')
const listeners = new Set<() => void>()

function go(href: string) {
  url = new URL(href, 'http://localhost')
  listeners.forEach((listener) => listener())
}

export const fakeNavigation = {
  url: () => url,
  go,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  push: vi.fn(go),
  replace: vi.fn(go),
}

export const fakeNavigationModule = {
  useRouter: () => ({ push: fakeNavigation.push, replace: fakeNavigation.replace, prefetch: () => undefined }),
  usePathname: () => useSyncExternalStore(fakeNavigation.subscribe, () => fakeNavigation.url().pathname),
  useSearchParams: () =>
    new URLSearchParams(useSyncExternalStore(fakeNavigation.subscribe, () => fakeNavigation.url().search)),
}
