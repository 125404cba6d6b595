import { expect, type Page } from '@playwright/test'

/** A phone held upright (iPhone 12–15): the width the dashboard must fit without scrolling sideways. */
export const NARROW_VIEWPORT = { width: 390, height: 844 }

/**
 * The page does not scroll sideways: `scrollWidth <= clientWidth` on the document. On failure the
 * message names the widest elements that stick out, so the offender is found without a debugger.
 */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement
    if (root.scrollWidth <= root.clientWidth) return null
    // Elements inside a container that scrolls (or clips) sideways widen that container, not the page.
    const isClipped = (element: HTMLElement) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true
      }
      return false
    }
    const offenders = [...document.body.querySelectorAll<HTMLElement>('*')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ element, right }) => right > root.clientWidth + 1 && !isClipped(element))
      .sort((a, b) => b.right - a.right)
      .slice(0, 5)
      .map(({ element, right }) => {
        const classes = typeof element.className === 'string' ? element.className.slice(0, 80) : ''
        return `<${element.tagName.toLowerCase()} class="${classes}"> right=${Math.round(right)}`
      })
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, offenders }
  })
  expect(overflow, 'the page scrolls sideways').toBeNull()
}
