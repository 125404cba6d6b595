import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** WCAG 2.x A and AA rules; serious and critical findings fail a check (minor and moderate ones do not). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa']
const BLOCKING_IMPACTS = new Set(['serious', 'critical'])

export const THEMES = ['light', 'dark'] as const
export type ColorScheme = (typeof THEMES)[number]

interface AxeFinding {
  rule: string
  impact: string
  help: string
  targets: string[]
}

/** Runs axe on the whole page and returns its serious and critical findings. */
async function blockingViolations(page: Page): Promise<AxeFinding[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? ''}`),
    }))
}

/**
 * Scans the page as it is in the light and then the dark theme. The default "system" theme follows
 * the emulated colour scheme live, so one page load serves both. Fails with axe's own words per theme
 * (rule, help, first offending elements) so the report says what to fix.
 */
export async function expectAccessibleInBothThemes(page: Page) {
  const findings: Record<string, AxeFinding[]> = {}
  for (const colorScheme of THEMES) {
    await page.emulateMedia({ colorScheme })
    await expectTheme(page, colorScheme)
    findings[colorScheme] = await blockingViolations(page)
  }
  expect(findings).toEqual({ light: [], dark: [] })
}

/**
 * Waits until the page has rendered its data: its h1 is visible, the network is quiet and nothing
 * announces itself as busy. Loading skeletons would otherwise be what axe checks.
 */
export async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[aria-busy="true"]:not(button)')).toHaveCount(0)
}

/** The theme really in force: ThemeScript resolves the default "system" theme into a class on <html>. */
async function expectTheme(page: Page, colorScheme: ColorScheme) {
  await expect(page.locator('html')).toHaveClass(new RegExp(`(^|\\s)${colorScheme}(\\s|$)`))
}
