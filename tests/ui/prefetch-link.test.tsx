import { act, render, screen } from '@testing-library/react'
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime'

import { PrefetchLink } from '@/components/ui/prefetch-link'
import { LINK_PREFETCH_ROOT_MARGIN } from '@/lib/ui/timings'

/** A controllable stand-in for the browser's IntersectionObserver, which jsdom lacks. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = []
  readonly targets: Element[] = []
  isDisconnected = false
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {}
  ) {
    FakeIntersectionObserver.instances.push(this)
  }
  observe(target: Element) {
    this.targets.push(target)
  }
  disconnect() {
    this.isDisconnected = true
  }
  unobserve() {}
  takeRecords() {
    return []
  }
  trigger(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry)
    this.callback(entries, this as unknown as IntersectionObserver)
  }
}

function createRouter(): AppRouterInstance {
  return { back: vi.fn(), forward: vi.fn(), refresh: vi.fn(), push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), bfcacheId: 'test' }
}

describe('PrefetchLink', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = []
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('prefetches once the link comes within 200px of the viewport, then stops watching', () => {
    const router = createRouter()
    render(
      <AppRouterContext.Provider value={router}>
        <PrefetchLink href="/project/default/logs">Logs</PrefetchLink>
      </AppRouterContext.Provider>
    )
    expect(screen.getByRole('link', { name: 'Logs' })).toHaveAttribute('href', '/dashboard/project/default/logs')
    const [observer] = FakeIntersectionObserver.instances
    expect(LINK_PREFETCH_ROOT_MARGIN).toBe('200px')
    expect(observer.options.rootMargin).toBe('200px')
    expect(observer.targets).toEqual([screen.getByRole('link', { name: 'Logs' })])

    act(() => observer.trigger(false))
    expect(router.prefetch).not.toHaveBeenCalled()
    act(() => observer.trigger(true))
    expect(router.prefetch).toHaveBeenCalledWith('/project/default/logs')
    expect(observer.isDisconnected).toBe(true)
  })
})
