import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

import { describe, expect, it } from 'vitest'

const ROOT = join(__dirname, '..', '..')
const APP = join(ROOT, 'app')

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return pages(path)
    return entry.name === 'page.tsx' ? [path] : []
  })
}

/** A page says its tab title: `export const metadata = pageMetadata('…')` (or the home pages' entityHomeMetadata()). */
function hasMetadata(source: string): boolean {
  return /export const metadata = (pageMetadata\(\s*'[^']+'\s*\)|entityHomeMetadata\(\))/.test(source) || /export (async )?function generateMetadata\b/.test(source)
}

describe('every page under app/ says its title', () => {
  it('finds the pages', () => {
    expect(pages(APP).length).toBeGreaterThan(50)
  })

  it('exports metadata from every app/**/page.tsx', () => {
    const missing = pages(APP)
      .filter((page) => !hasMetadata(readFileSync(page, 'utf8')))
      .map((page) => relative(ROOT, page))
    expect(missing).toEqual([])
  })

  it('tells a page without metadata from one with it', () => {
    expect(hasMetadata("export default function Page() {\n  return null\n}\n")).toBe(false)
    expect(hasMetadata("export const metadata = pageMetadata('Roles')\nexport default function Page() {}\n")).toBe(true)
  })
})
