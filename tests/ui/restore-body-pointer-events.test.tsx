import { restoreBodyPointerEvents } from '@/lib/ui/restore-body-pointer-events'

describe('restoreBodyPointerEvents', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    document.body.style.pointerEvents = ''
  })

  it('clears a stuck pointer-events: none after 300 ms by default', () => {
    document.body.style.pointerEvents = 'none'
    restoreBodyPointerEvents()
    vi.advanceTimersByTime(299)
    expect(document.body.style.pointerEvents).toBe('none')
    vi.advanceTimersByTime(1)
    expect(document.body.style.pointerEvents).toBe('')
  })

  it('honours a custom delay and can be cancelled', () => {
    document.body.style.pointerEvents = 'none'
    restoreBodyPointerEvents(50)
    vi.advanceTimersByTime(50)
    expect(document.body.style.pointerEvents).toBe('')

    document.body.style.pointerEvents = 'none'
    const cancel = restoreBodyPointerEvents()
    cancel()
    vi.advanceTimersByTime(1000)
    expect(document.body.style.pointerEvents).toBe('none')
  })
})
