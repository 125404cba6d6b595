import type { Locator, Page } from '@playwright/test'

const MAX_TABS = 80

/** Presses Tab until `target` has focus, proving it is reachable in the tab order. */
export async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Not reachable with ${MAX_TABS} presses of Tab: ${target.toString()}`)
}

/** Whether keyboard focus is inside `container`. */
export function hasFocusWithin(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement))
}
