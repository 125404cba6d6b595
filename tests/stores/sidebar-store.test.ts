// @vitest-environment jsdom
import { STORAGE_KEYS } from '@/stores/storage-keys'

/** Each import is a fresh page load: the store reads what the last page left in localStorage. */
async function loadStore() {
  vi.resetModules()
  return (await import('@/stores/sidebar-store')).useSidebarStore
}

describe('the sidebar store', () => {
  beforeEach(() => localStorage.clear())

  it('starts expanded with every section open', async () => {
    const store = await loadStore()
    expect(store.getState()).toMatchObject({ isCollapsed: false, foldedSections: [], isDrawerOpen: false })
  })

  it('remembers the collapsed sidebar and the folded sections across a reload, but not the drawer', async () => {
    const store = await loadStore()
    store.getState().setCollapsed(true)
    store.getState().toggleSection('Database')
    store.getState().toggleSection('Observe')
    store.getState().setDrawerOpen(true)
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.sidebarLayout) ?? '')).toEqual({
      state: { isCollapsed: true, foldedSections: ['Database', 'Observe'] },
      version: 0,
    })

    const reloaded = await loadStore()
    expect(reloaded.getState()).toMatchObject({ isCollapsed: true, foldedSections: ['Database', 'Observe'], isDrawerOpen: false })
  })

  it('opens a folded section again on a second toggle', async () => {
    const store = await loadStore()
    store.getState().toggleSection('Database')
    store.getState().toggleSection('Database')
    expect(store.getState().foldedSections).toEqual([])
    expect((await loadStore()).getState().foldedSections).toEqual([])
  })

  it('falls back to the defaults when the stored value has the wrong shape', async () => {
    localStorage.setItem(STORAGE_KEYS.sidebarLayout, JSON.stringify({ state: { isCollapsed: 'yes', foldedSections: 3 }, version: 0 }))
    const store = await loadStore()
    expect(store.getState()).toMatchObject({ isCollapsed: false, foldedSections: [] })
  })

  it('follows a change made in another tab', async () => {
    const store = await loadStore()
    localStorage.setItem(STORAGE_KEYS.sidebarLayout, JSON.stringify({ state: { isCollapsed: true, foldedSections: ['Settings'] }, version: 0 }))
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.sidebarLayout, storageArea: localStorage }))
    expect(store.getState()).toMatchObject({ isCollapsed: true, foldedSections: ['Settings'] })
  })
})
