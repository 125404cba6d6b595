import 'fake-indexeddb/auto'

import { describe, expect, it, vi } from 'vitest'

import { message, setup, registerFreshBrowserStorage } from './store-test-utils'

registerFreshBrowserStorage()

/** One store per tab, each with a project loaded. */
async function openTabs(...projectRefs: string[]) {
  const tabs = projectRefs.map(() => setup())
  for (const [index, tab] of tabs.entries()) await tab.state().loadProject(projectRefs[index])
  return tabs
}

const allMessages = (tab: ReturnType<typeof setup>) => Object.values(tab.state().chats).flatMap((chat) => chat.messages)

/** Two stores over one IndexedDB play two tabs: saves are announced on a BroadcastChannel. */
describe('the assistant store across tabs', () => {
  it('shows what another tab saved for the same project, keeping its own chat on screen and panel state', async () => {
    const [tabA, tabB] = await openTabs('abc', 'abc')
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
    const [tabA, tabB] = await openTabs('abc', 'xyz')
    tabA.state().saveMessage(message('m1'))
    await tabA.state().flush()

    const [tabC] = await openTabs('abc')
    tabC.state().saveMessage(message('c1', 'unsaved in tab C'))
    tabA.state().saveMessage(message('m2'))
    await tabA.state().flush()
    await new Promise((resolve) => setTimeout(resolve, 50))

    expect(allMessages(tabB)).toEqual([])
    expect(tabC.state().chats[tabC.state().activeChatId!].messages.map((stored) => stored.id)).toEqual(['m1', 'c1'])
  })

  it('resets when another tab clears every stored assistant state (sign-out)', async () => {
    const [tabA, tabB] = await openTabs('abc', 'abc')
    tabB.state().saveMessage(message('m1'))
    await tabB.state().flush()

    await tabA.state().clearStorage()

    await vi.waitFor(() => expect(allMessages(tabB)).toEqual([]))
  })
})
