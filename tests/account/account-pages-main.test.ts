import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

const ACCOUNT_ROUTES = join(process.cwd(), 'app/(dashboard)/account')

function pageFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) return pageFiles(path)
    return entry === 'page.tsx' ? [path] : []
  })
}

// The main landmark is AccountLayout's (tests/account/account-layout.test.tsx): every account page
// that renders something must render inside it, or it has no <main>.
describe('account pages', () => {
  it('each render their component inside AccountLayout, so each has a <main>', () => {
    const rendered = pageFiles(ACCOUNT_ROUTES).flatMap((page) => {
      const imports = [...readFileSync(page, 'utf8').matchAll(/from '@\/components\/account\/([\w-]+)'/g)].map((match) => match[1])
      return imports.map((component) => ({ page, component }))
    })
    expect(rendered.length).toBeGreaterThanOrEqual(4)
    for (const { page, component } of rendered) {
      const source = readFileSync(join(process.cwd(), 'components/account', `${component}.tsx`), 'utf8')
      expect(source, `${page} renders ${component}`).toContain('<AccountLayout')
    }
  })
})
