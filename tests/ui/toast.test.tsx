import { act, cleanup, render, screen, waitFor, waitForElementToBeRemoved } from '@testing-library/react'

type ToastModule = typeof import('@/lib/ui/toast')
type ToasterModule = typeof import('@/components/ui/toaster')
type SonnerModule = typeof import('sonner')

/**
 * Each test gets fresh copies of the facade and LazyToaster (their "a toast was requested" state and
 * React.lazy cache are per module instance), together with the sonner instance they reach.
 */
async function loadFresh(): Promise<{ toast: ToastModule['toast']; LazyToaster: ToasterModule['LazyToaster']; sonner: SonnerModule }> {
  vi.resetModules()
  const [{ toast }, { LazyToaster }, sonner] = await Promise.all([
    import('@/lib/ui/toast'),
    import('@/components/ui/toaster'),
    import('sonner'),
  ])
  return { toast, LazyToaster, sonner }
}

const toaster = () => document.querySelector('section[aria-label^="Notifications"]')
const toastItem = (text: string) => screen.getByText(text).closest('[data-sonner-toast]')

/** Replaces requestIdleCallback with one that only runs when the test says so. */
function stubIdleCallback() {
  const callbacks: IdleRequestCallback[] = []
  const requestIdleCallback = vi.fn((callback: IdleRequestCallback) => callbacks.push(callback))
  Object.defineProperty(window, 'requestIdleCallback', { value: requestIdleCallback, configurable: true, writable: true })
  Object.defineProperty(window, 'cancelIdleCallback', { value: vi.fn(), configurable: true, writable: true })
  return {
    requestIdleCallback,
    runIdle: () => act(() => callbacks.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }))),
  }
}

let sonner: SonnerModule | undefined

afterEach(() => {
  cleanup() // unmounts while the idle-callback stubs are still there
  Reflect.deleteProperty(window, 'requestIdleCallback')
  Reflect.deleteProperty(window, 'cancelIdleCallback')
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  // Sonner keeps toasts in a module-level store and replays active ones to a new <Toaster>.
  sonner?.toast.dismiss()
})

describe('LazyToaster', () => {
  it('renders nothing until the first toast is requested, then shows it top-right with a close button', async () => {
    stubIdleCallback() // the browser never gets idle here
    const loaded = await loadFresh()
    sonner = loaded.sonner
    const { container } = render(<loaded.LazyToaster />)
    expect(container).toBeEmptyDOMElement()
    expect(toaster()).not.toBeInTheDocument()

    act(() => {
      loaded.toast.success('Snippet saved')
    })

    expect(await screen.findByText('Snippet saved')).toBeInTheDocument()
    expect(toastItem('Snippet saved')).toHaveAttribute('data-type', 'success')
    const list = document.querySelector('[data-sonner-toaster]')
    expect(list).toHaveAttribute('data-y-position', 'top')
    expect(list).toHaveAttribute('data-x-position', 'right')
    expect(screen.getByRole('button', { name: 'Close toast' })).toBeInTheDocument()
  })

  it('shows a toast requested before it mounted once it mounts (sonner replays its store)', async () => {
    stubIdleCallback()
    const loaded = await loadFresh()
    sonner = loaded.sonner

    const id = loaded.toast.error('Failed before the Toaster')
    // The toast is in sonner's store, with the id the facade returned, before any <Toaster> exists.
    await waitFor(() => expect(loaded.sonner.toast.getToasts().map((toast) => toast.id)).toContain(id))
    expect(toaster()).not.toBeInTheDocument()

    render(<loaded.LazyToaster />)

    expect(await screen.findByText('Failed before the Toaster')).toBeInTheDocument()
    expect(toastItem('Failed before the Toaster')).toHaveAttribute('data-type', 'error')
  })

  it('mounts once the browser is idle, before any toast', async () => {
    const { requestIdleCallback, runIdle } = stubIdleCallback()
    const loaded = await loadFresh()
    sonner = loaded.sonner
    render(<loaded.LazyToaster />)
    expect(requestIdleCallback).toHaveBeenCalledTimes(1)
    expect(toaster()).not.toBeInTheDocument()

    runIdle()

    await waitFor(() => expect(toaster()).toBeInTheDocument())
  })

  it('waits for the window load event before waiting for idle', async () => {
    const { requestIdleCallback, runIdle } = stubIdleCallback()
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    const loaded = await loadFresh()
    sonner = loaded.sonner
    render(<loaded.LazyToaster />)
    expect(requestIdleCallback).not.toHaveBeenCalled()

    act(() => {
      window.dispatchEvent(new Event('load'))
    })
    expect(requestIdleCallback).toHaveBeenCalledTimes(1)
    runIdle()

    await waitFor(() => expect(toaster()).toBeInTheDocument())
  })

  it('without requestIdleCallback, mounts 2000 ms after load', async () => {
    expect(window.requestIdleCallback).toBeUndefined()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const loaded = await loadFresh()
    sonner = loaded.sonner
    render(<loaded.LazyToaster />)

    act(() => vi.advanceTimersByTime(1999))
    expect(toaster()).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    vi.useRealTimers()

    await waitFor(() => expect(toaster()).toBeInTheDocument())
  })
})

describe('toast', () => {
  it('shows success and error texts', async () => {
    const loaded = await loadFresh()
    sonner = loaded.sonner
    render(<loaded.LazyToaster />)

    act(() => {
      loaded.toast.success('Row inserted')
      loaded.toast.error('Failed to delete snippet: boom')
    })

    expect(await screen.findByText('Row inserted')).toBeInTheDocument()
    expect(await screen.findByText('Failed to delete snippet: boom')).toBeInTheDocument()
    expect(toastItem('Row inserted')).toHaveAttribute('data-type', 'success')
    expect(toastItem('Failed to delete snippet: boom')).toHaveAttribute('data-type', 'error')
  })

  it('returns the id sonner uses: dismissing by it removes that toast only', async () => {
    const loaded = await loadFresh()
    sonner = loaded.sonner
    render(<loaded.LazyToaster />)

    let keptId: string | number = ''
    let dismissedId: string | number = ''
    act(() => {
      keptId = loaded.toast.success('Stays')
      dismissedId = loaded.toast.error('Goes away')
    })
    expect(keptId).not.toEqual(dismissedId)
    expect(await screen.findByText('Goes away')).toBeInTheDocument()
    expect(await screen.findByText('Stays')).toBeInTheDocument()
    expect(loaded.sonner.toast.getToasts().map((toast) => toast.id)).toEqual(expect.arrayContaining([keptId, dismissedId]))

    act(() => {
      loaded.toast.dismiss(dismissedId)
    })

    await waitForElementToBeRemoved(() => screen.queryByText('Goes away'))
    expect(screen.getByText('Stays')).toBeInTheDocument()
  })

  it('keeps a caller-given id, so a second toast with it replaces the first', async () => {
    const loaded = await loadFresh()
    sonner = loaded.sonner
    render(<loaded.LazyToaster />)

    let firstId: string | number = ''
    act(() => {
      firstId = loaded.toast.error('Project not found', { id: 'project-not-found' })
    })
    expect(firstId).toBe('project-not-found')
    expect(await screen.findByText('Project not found')).toBeInTheDocument()

    act(() => {
      loaded.toast.success('Project found after all', { id: 'project-not-found' })
    })

    expect(await screen.findByText('Project found after all')).toBeInTheDocument()
    expect(screen.queryByText('Project not found')).not.toBeInTheDocument()
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(1)
  })

  it('applies a dismissal made before sonner has loaded after the toast it dismisses', async () => {
    const loaded = await loadFresh()
    sonner = loaded.sonner

    const id = loaded.toast.success('Shown and dismissed at once')
    loaded.toast.dismiss(id)

    await waitFor(() => expect(loaded.sonner.toast.getHistory().map((toast) => toast.id)).toContain(id))
    await waitFor(() => expect(loaded.sonner.toast.getToasts().map((toast) => toast.id)).not.toContain(id))
  })

  it('does nothing on the server but return the id', async () => {
    const loaded = await loadFresh()
    sonner = loaded.sonner
    const success = vi.spyOn(loaded.sonner.toast, 'success')
    const error = vi.spyOn(loaded.sonner.toast, 'error')
    vi.stubGlobal('window', undefined)

    expect(loaded.toast.error('Not on the server', { id: 'server-side' })).toBe('server-side')
    expect(loaded.toast.success('Nor this')).toEqual(expect.any(String))
    vi.unstubAllGlobals()

    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(success).not.toHaveBeenCalled()
    expect(error).not.toHaveBeenCalled()
    expect(loaded.sonner.toast.getHistory().map((toast) => toast.id)).not.toContain('server-side')
  })
})
