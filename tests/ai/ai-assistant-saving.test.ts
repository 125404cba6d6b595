import 'fake-indexeddb/auto'

import { describe, expect, it, vi } from 'vitest'

import { activeMessages, message, setup, registerFreshBrowserStorage } from './store-test-utils'

registerFreshBrowserStorage()

describe('saving', () => {
  it('debounces saves by 500 ms and writes the latest state once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { persistence, state } = setup()
    const save = vi.spyOn(persistence, 'save')
    await state().loadProject('abc')
    expect(save).not.toHaveBeenCalled()

    state().renameChat(state().activeChatId!, 'First')
    vi.advanceTimersByTime(300)
    state().renameChat(state().activeChatId!, 'Second')
    vi.advanceTimersByTime(499)
    expect(save).not.toHaveBeenCalled()

    vi.advanceTimersByTime(1)
    expect(save).toHaveBeenCalledTimes(1)
    await save.mock.results[0].value
    expect(save.mock.calls[0][0]).toMatchObject({ projectRef: 'abc' })

    const reloaded = setup()
    await reloaded.state().loadProject('abc')
    expect(Object.values(reloaded.state().chats).map((chat) => chat.name)).toEqual(['Second'])
  })

  it('does not save merely because a project was loaded', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { persistence, state } = setup()
    const save = vi.spyOn(persistence, 'save')
    await state().loadProject('abc')
    vi.advanceTimersByTime(5000)
    expect(save).not.toHaveBeenCalled()
  })

  it('flushes a pending save on pagehide so a reload loses nothing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { page, persistence, state } = setup()
    const save = vi.spyOn(persistence, 'save')
    await state().loadProject('abc')
    state().saveMessage(message('last words'))

    page.dispatchEvent(new Event('pagehide'))
    expect(save).toHaveBeenCalledTimes(1)
    await save.mock.results[0].value

    // The debounce timer was cancelled: nothing is written twice.
    vi.advanceTimersByTime(1000)
    expect(save).toHaveBeenCalledTimes(1)

    const reloaded = setup()
    await reloaded.state().loadProject('abc')
    expect(activeMessages(reloaded.state())).toEqual([message('last words')])
  })

  it('clearStorage deletes every stored project and cancels pending saves', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { persistence, state } = setup()
    await state().loadProject('one')
    state().renameChat(state().activeChatId!, 'Secret')
    await state().flush()
    state().renameChat(state().activeChatId!, 'Pending')
    localStorage.setItem('supabase-ai-assistant-state-two', '{}')
    localStorage.setItem('unrelated', 'kept')
    const save = vi.spyOn(persistence, 'save')

    await state().clearStorage()
    vi.advanceTimersByTime(1000)
    expect(save).not.toHaveBeenCalled()
    expect(state()).toMatchObject({ projectRef: undefined, chats: {} })
    expect(localStorage.getItem('supabase-ai-assistant-state-two')).toBeNull()
    expect(localStorage.getItem('unrelated')).toBe('kept')
    expect(await persistence.load('one')).toBeUndefined()
  })
})
