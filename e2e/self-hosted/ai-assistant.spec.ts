import { expect, test, type Page } from '@playwright/test'

/**
 * The AI assistant panel on the self-hosted server. Needs that server started with
 * OPENAI_BASE_URL=http://127.0.0.1:4020/v1 OPENAI_API_KEY=test and the mock provider
 * `npx tsx scripts/mock-openai-server.ts --port 4020`, which answers "You asked: <question>"
 * followed by ```sql select 42 as answer; ```. Every test gets a fresh browser context, so a fresh
 * IndexedDB: each starts with one empty "New chat".
 */

const PROJECT_PATH = '/dashboard/project/default'

const panelOf = (page: Page) => page.getByRole('complementary', { name: 'AI Assistant' })

/** The default project's assistant state as persisted in IndexedDB (SPEC §9), or null. */
function readStoredState(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ open: boolean; chatNames: string[]; cachedResults: unknown[] } | null>((resolve, reject) => {
        const opening = indexedDB.open('ai-assistant-db')
        opening.onerror = () => reject(opening.error)
        opening.onsuccess = () => {
          const db = opening.result
          if (!db.objectStoreNames.contains('assistantState')) {
            db.close()
            resolve(null)
            return
          }
          const reading = db.transaction('assistantState').objectStore('assistantState').get('default')
          reading.onerror = () => reject(reading.error)
          reading.onsuccess = () => {
            db.close()
            type StoredChat = { name: string; messages: { results?: Record<string, unknown> }[] }
            const state = reading.result as { open: boolean; chats: Record<string, StoredChat> } | undefined
            if (!state) {
              resolve(null)
              return
            }
            const chats = Object.values(state.chats)
            resolve({
              open: state.open,
              chatNames: chats.map((chat) => chat.name),
              cachedResults: chats.flatMap((chat) => chat.messages.flatMap((message) => Object.values(message.results ?? {}))),
            })
          }
        }
      })
  )
}

test.describe('AI assistant panel', () => {
  test('aiAssistantPanelOpen forces the panel open or closed on load', async ({ page }) => {
    await page.goto(`${PROJECT_PATH}?aiAssistantPanelOpen=true`)
    const panel = panelOf(page)
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('textbox', { name: 'Message' })).toBeVisible()
    // The forced state is stored like any other change.
    await expect.poll(async () => (await readStoredState(page))?.open).toBe(true)

    // Stored open, forced closed: the parameter wins.
    await page.goto(`${PROJECT_PATH}?aiAssistantPanelOpen=false`)
    await expect.poll(async () => (await readStoredState(page))?.open).toBe(false)
    await expect(panel).toHaveCount(0)

    // Without the parameter the stored (closed) state stays.
    await page.goto(PROJECT_PATH)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(panel).toHaveCount(0)
  })

  test('Escape and the close button close the panel; the parameter left in the URL does not reopen it', async ({ page }) => {
    await page.goto(`${PROJECT_PATH}?aiAssistantPanelOpen=true`)
    const panel = panelOf(page)
    await panel.getByRole('textbox', { name: 'Message' }).press('Escape')
    await expect(panel).toHaveCount(0)
    await expect.poll(async () => (await readStoredState(page))?.open).toBe(false)
    await expect(page).toHaveURL(/aiAssistantPanelOpen=true/)
    await expect(panel).toHaveCount(0)

    // A new page load applies the parameter again.
    await page.reload()
    await expect(panel).toBeVisible()
    await panel.getByRole('button', { name: 'Close AI Assistant' }).click()
    await expect(panel).toHaveCount(0)
  })

  test('a renamed chat survives a reload', async ({ page }) => {
    await page.goto(`${PROJECT_PATH}?aiAssistantPanelOpen=true`)
    const panel = panelOf(page)
    const chats = panel.getByRole('navigation', { name: 'Chats' })
    await expect(chats.getByRole('listitem')).toHaveCount(1)

    await chats.getByRole('button', { name: 'Rename chat New chat' }).click()
    const name = panel.getByRole('textbox', { name: 'Chat name' })
    await name.fill('Playwright questions')
    await name.press('Enter')
    await expect(chats.getByRole('button', { name: 'Playwright questions', exact: true })).toBeVisible()
    // Saves are debounced by 500 ms: wait until IndexedDB holds the new name before reloading.
    await expect.poll(async () => (await readStoredState(page))?.chatNames).toEqual(['Playwright questions'])

    await page.reload()

    await expect(panelOf(page).getByRole('navigation', { name: 'Chats' }).getByRole('button', { name: 'Playwright questions', exact: true })).toBeVisible()
  })

  test('streams an answer and runs its SQL snippet against the project', async ({ page }) => {
    await page.goto(`${PROJECT_PATH}?aiAssistantPanelOpen=true`)
    const panel = panelOf(page)
    const message = panel.getByRole('textbox', { name: 'Message' })

    await message.fill('What is the answer?')
    await message.press('Enter')

    const messages = panel.getByRole('list', { name: 'Messages' })
    await expect(messages.getByLabel('Your message')).toHaveText('What is the answer?')
    await expect(messages.getByText('You asked: What is the answer?')).toBeVisible()
    await expect(messages.getByText('select 42 as answer;')).toBeVisible()

    const run = messages.getByRole('button', { name: 'Run' })
    await expect(run).toBeEnabled()
    await run.click()

    const results = messages.getByRole('table', { name: 'Query results' })
    await expect(results.getByRole('columnheader', { name: 'answer' })).toBeVisible()
    await expect(results.getByRole('cell', { name: '42', exact: true })).toBeVisible()

    // The rows are cached on the message: after a reload they show without running again.
    await expect.poll(async () => (await readStoredState(page))?.cachedResults).toEqual([[{ answer: 42 }]])
    await page.reload()
    const reloaded = panelOf(page).getByRole('table', { name: 'Query results' })
    await expect(reloaded.getByRole('cell', { name: '42', exact: true })).toBeVisible()
  })
})
