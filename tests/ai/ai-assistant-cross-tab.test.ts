import 'fake-indexeddb/auto'

import { describe, expect, it, vi } from 'vitest'

import { message, setup, registerFreshBrowserStorage } from './store-test-utils'

registerFreshBrowserStorage()

/** Two stores over one IndexedDB play two tabs: saves are announced on a BroadcastChannel. */
describe('the assistant store across tabs', () => {
  it('shows what another tab saved for the same project, keeping its own chat on screen and panel state', async () => {
    const tabA = setup()
    const tabB = setup()
    await tabA.state().loadProject('abc')
    await tabB.state().loadProject('abc')
    tabB.state().openPanel()
    await tabB.state().flush()
    // Tab B's save reaches tab A, but the panel's open state stays each tab's own.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(tabA.state().open).toBe(false)
    const chatId = tabA.state().activeChatId!

    tabA.state().saveMessage(message('m1', 'from tab A'))
    await tabA.state().flush()

    await vi.waitFor(() => expect(tabB.state().chats[chatId]?.messages).toEqual([message('m1', 'from tab A')]))
    expect(tabB.state().open).toBe(true)
  })

  it('ignores saves of other projects and never overwrites its own unsaved edits', async () => {
    const tabA = setup()
    const tabB = setup()
    await tabA.state().loadProject('abc')
    await tabB.state().loadProject('xyz')
    tabA.state().saveMessage(message('m1'))
    await tabA.state().flush()

    const tabC = setup()
    await tabC.state().loadProject('abc')
    tabC.state().saveMessage(message('c1', 'unsaved in tab C'))
    tabA.state().saveMessage(message('m2'))
    await tabA.state().flush()
    await new Promise((resolve) => setTimeout(resolve, 50))

    expect(Object.values(tabB.state().chats).flatMap((chat) => chat.messages)).toEqual([])
    expect(tabC.state().chats[tabC.state().activeChatId!].messages.map((stored) => stored.id)).toEqual(['m1', 'c1'])
  })

  it('resets when another tab clears every stored assistant state (sign-out)', async () => {
    const tabA = setup()
    const tabB = setup()
    await tabA.state().loadProject('abc')
    await tabB.state().loadProject('abc')
    tabB.state().saveMessage(message('m1'))
    await tabB.state().flush()

    await tabA.state().clearStorage()

    await vi.waitFor(() => expect(Object.values(tabB.state().chats).flatMap((chat) => chat.messages)).toEqual([]))
  })
})
