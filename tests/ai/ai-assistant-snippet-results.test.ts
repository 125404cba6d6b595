import 'fake-indexeddb/auto'

import { describe, expect, it } from 'vitest'

import { activeMessages, message, setup, registerFreshBrowserStorage } from './store-test-utils'

registerFreshBrowserStorage()

/** The store is the only keeper of a snippet's rows: written by chat, message and snippet id. */
describe('snippet results in the assistant store', () => {
  it('writes a result onto the addressed message, beside results of other snippets', async () => {
    const { state } = setup()
    await state().loadProject('abc')
    const chatId = state().activeChatId!
    state().saveMessage([message('q1'), message('a1', 'answer', 'assistant')])

    state().saveSnippetResult({ chatId, messageId: 'a1', snippetId: 'sql-0' }, [{ answer: 42 }])
    state().saveSnippetResult({ chatId, messageId: 'a1', snippetId: 'sql-1' }, [])

    expect(activeMessages(state()).map((stored) => stored.results)).toEqual([
      undefined,
      { 'sql-0': [{ answer: 42 }], 'sql-1': [] },
    ])
  })

  it('writes into a chat that is no longer active, and ignores unknown chats and messages', async () => {
    const { state } = setup()
    await state().loadProject('abc')
    const first = state().activeChatId!
    state().saveMessage(message('a1', 'answer', 'assistant'))
    state().newChat()

    state().saveSnippetResult({ chatId: first, messageId: 'a1', snippetId: 'sql-0' }, [{ n: 1 }])
    const before = state().chats
    state().saveSnippetResult({ chatId: 'gone', messageId: 'a1', snippetId: 'sql-0' }, [{ n: 2 }])
    state().saveSnippetResult({ chatId: first, messageId: 'gone', snippetId: 'sql-0' }, [{ n: 3 }])

    expect(state().chats[first].messages[0].results).toEqual({ 'sql-0': [{ n: 1 }] })
    expect(state().chats).toBe(before)
  })

  it('keeps the results when the chat SDK saves the same message again without them', async () => {
    const { state } = setup()
    await state().loadProject('abc')
    const chatId = state().activeChatId!
    state().saveMessage(message('a1', 'answer', 'assistant'))
    state().saveSnippetResult({ chatId, messageId: 'a1', snippetId: 'sql-0' }, [{ answer: 42 }])

    state().saveMessage(message('a1', 'answer, finished', 'assistant'))

    expect(activeMessages(state())).toEqual([{ ...message('a1', 'answer, finished', 'assistant'), results: { 'sql-0': [{ answer: 42 }] } }])
  })

  it('persists results across a reload', async () => {
    const first = setup()
    await first.state().loadProject('abc')
    const chatId = first.state().activeChatId!
    first.state().saveMessage(message('a1', 'answer', 'assistant'))
    first.state().saveSnippetResult({ chatId, messageId: 'a1', snippetId: 'sql-0' }, [{ answer: 42 }])
    await first.state().flush()

    const second = setup()
    await second.state().loadProject('abc')
    expect(second.state().chats[chatId].messages[0].results).toEqual({ 'sql-0': [{ answer: 42 }] })
  })
})
