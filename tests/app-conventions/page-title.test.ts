import { describe, expect, it } from 'vitest'

import { entityTitle, pageMetadata, ROOT_TITLE, withEntityName } from '@/lib/routing/page-title'

/** Next's own title resolution: a page's title goes into the nearest template above it. */
function resolve(template: string, page: string) {
  return template.replace('%s', page)
}

describe('page titles', () => {
  it('are "<page> | <name> | Dashboard" under a project or organization whose name the server knows', () => {
    const layout = entityTitle('Acme app').title as { template: string; default: string }
    const root = ROOT_TITLE as { template: string }
    expect(resolve(layout.template, pageMetadata('SQL editor').title as string)).toBe('SQL editor | Acme app | Dashboard')
    // The layout's own title goes through the root layout's template.
    expect(resolve(root.template, layout.default)).toBe('Acme app | Dashboard')
  })

  it('fall back to "<page> | Dashboard" when the server does not know the name', () => {
    expect(entityTitle(undefined)).toEqual({})
    const root = ROOT_TITLE as { template: string; default: string }
    expect(resolve(root.template, 'Billing')).toBe('Billing | Dashboard')
    expect(root.default).toBe('Dashboard')
  })

  it('get the name put in by the browser once, wherever the page title is', () => {
    expect(withEntityName('Billing | Dashboard', 'Acme Corp')).toBe('Billing | Acme Corp | Dashboard')
    expect(withEntityName('Dashboard', 'Acme Corp')).toBe('Acme Corp | Dashboard')
    expect(withEntityName('Billing | Acme Corp | Dashboard', 'Acme Corp')).toBe('Billing | Acme Corp | Dashboard')
    // A name with the separator's characters in it is still put in only once.
    expect(withEntityName(withEntityName('Logs | Dashboard', 'A | B'), 'A | B')).toBe('Logs | A | B | Dashboard')
    // Another product's title is left alone.
    expect(withEntityName('Something else', 'Acme Corp')).toBe('Something else')
  })

  it('after a rename, replace the old name instead of leaving it in front', () => {
    expect(withEntityName('Billing | Acme Corp | Dashboard', 'Acme Labs', 'Acme Corp')).toBe('Billing | Acme Labs | Dashboard')
    expect(withEntityName('Acme Corp | Dashboard', 'Acme Labs', 'Acme Corp')).toBe('Acme Labs | Dashboard')
    // A page title that the server already gave the new name keeps it once.
    expect(withEntityName('Billing | Acme Labs | Dashboard', 'Acme Labs', 'Acme Corp')).toBe('Billing | Acme Labs | Dashboard')
    expect(withEntityName('Billing | Dashboard', 'Acme Labs', 'Acme Corp')).toBe('Billing | Acme Labs | Dashboard')
  })
})
