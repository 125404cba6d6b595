// @vitest-environment jsdom

import { FEATURE_PREVIEW_KEYS } from '@/lib/feature-previews/keys'
import { createPersistedValue } from '@/stores/persisted-value'
import { STORAGE_KEYS, type StorageKey } from '@/stores/storage-keys'
import * as v from '@/stores/value-guards'

const KEY = 'test-persisted' as StorageKey

/** What the browser fires in this tab when another tab changes localStorage. */
function changeInAnotherTab(key: string | null, value: string | null) {
  if (key !== null) {
    if (value === null) localStorage.removeItem(key)
    else localStorage.setItem(key, value)
  } else localStorage.clear()
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }))
}

const settings = (version = 0, migrate?: (state: unknown, from: number) => unknown) =>
  createPersistedValue({
    key: KEY,
    format: 'versioned',
    schema: v.shape({ pageSize: v.number, columns: v.arrayOf(v.string) }),
    defaultValue: () => ({ pageSize: 100, columns: [] }),
    version,
    migrate,
  })

beforeEach(() => localStorage.clear())

describe('createPersistedValue', () => {
  it('reads the defaults until something is stored, then what was written', () => {
    const value = settings()
    expect(value.read()).toEqual({ pageSize: 100, columns: [] })
    value.write({ pageSize: 50, columns: ['id'] })
    expect(localStorage.getItem(KEY)).toBe('{"state":{"pageSize":50,"columns":["id"]},"version":0}')
    expect(settings().read()).toEqual({ pageSize: 50, columns: ['id'] })
  })

  it('falls back to the defaults on corrupt data: not JSON, the wrong shape, the wrong types', () => {
    for (const corrupt of ['{not json', '"a string"', '{"state":{"pageSize":"50","columns":[]},"version":0}', '{"version":0}']) {
      localStorage.setItem(KEY, corrupt)
      expect(settings().read()).toEqual({ pageSize: 100, columns: [] })
    }
  })

  it('resets a value stored by another version when it has no migration', () => {
    localStorage.setItem(KEY, JSON.stringify({ state: { pageSize: 50, columns: [] }, version: 0 }))
    expect(settings(1).read()).toEqual({ pageSize: 100, columns: [] })
  })

  it('migrates a value stored by an older version, then validates the result', () => {
    localStorage.setItem(KEY, JSON.stringify({ state: { rows: 25 }, version: 0 }))
    const migrated = settings(1, (state, from) => (from === 0 ? { pageSize: (state as { rows: number }).rows, columns: [] } : state))
    expect(migrated.read()).toEqual({ pageSize: 25, columns: [] })
    migrated.write(migrated.read())
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ state: { pageSize: 25, columns: [] }, version: 1 })

    localStorage.setItem(KEY, JSON.stringify({ state: { rows: 'many' }, version: 0 }))
    expect(migrated.read()).toEqual({ pageSize: 100, columns: [] })
  })

  it('keeps raw and JSON values in their own formats', () => {
    const theme = createPersistedValue({ key: KEY, format: 'raw', schema: v.oneOf(['dark', 'light']), defaultValue: () => 'light' as const })
    theme.write('dark')
    expect(localStorage.getItem(KEY)).toBe('dark')
    localStorage.setItem(KEY, 'purple')
    expect(theme.read()).toBe('light')

    const consent = createPersistedValue({ key: KEY, format: 'json', schema: v.nullable(v.shape({ status: v.string })), defaultValue: () => null })
    consent.write({ status: 'accepted' })
    expect(localStorage.getItem(KEY)).toBe('{"status":"accepted"}')
  })

  it('tells subscribers about writes in this tab and changes in other tabs, including a clear', () => {
    const value = settings()
    const calls: number[] = []
    const stop = value.subscribe(() => calls.push(value.read().pageSize))

    value.write({ pageSize: 10, columns: [] })
    changeInAnotherTab(KEY, JSON.stringify({ state: { pageSize: 20, columns: [] }, version: 0 }))
    changeInAnotherTab('some-other-key', 'x')
    changeInAnotherTab(null, null)
    expect(calls).toEqual([10, 20, 100])

    stop()
    value.write({ pageSize: 30, columns: [] })
    expect(calls).toHaveLength(3)
  })

  it('keeps a write for this page when the browser refuses to store it', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError')
    })
    const value = settings()
    value.write({ pageSize: 10, columns: [] })
    expect(value.read()).toEqual({ pageSize: 10, columns: [] })
    expect(consoleError).toHaveBeenCalled()
    setItem.mockRestore()
    consoleError.mockRestore()
  })
})

describe('storage key registry', () => {
  it('holds the keys the product names exactly, and no key twice', () => {
    expect(STORAGE_KEYS).toMatchObject({
      theme: 'supabase-dashboard-theme',
      consent: 'supabase-consent',
      middlewareOutageNotice: 'supabase-ui-middleware-outage-banner-2025-05-16',
      lastVisitedOrganization: 'LAST_VISITED_ORGANIZATION',
      dashboardHistory: 'supabase-dashboard-history',
      advisorRules: 'supabase-advisor-disabled-rules',
      commandMenuPreferences: 'supabase-dashboard-command-menu',
    })
    expect(Object.values(FEATURE_PREVIEW_KEYS).sort()).toEqual([
      'new-storage-ui',
      'supabase-ui-advisor-rules',
      'supabase-ui-api-side-panel',
      'supabase-ui-branching-2-0',
      'supabase-ui-cls',
      'supabase-ui-preview-inline-editor',
      'supabase-ui-preview-unified-logs',
    ])
    for (const key of Object.values(FEATURE_PREVIEW_KEYS)) expect(Object.values(STORAGE_KEYS)).toContain(key)
    const values = Object.values(STORAGE_KEYS)
    expect(new Set(values).size).toBe(values.length)
  })
})
