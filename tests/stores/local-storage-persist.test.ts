// @vitest-environment jsdom
import { createStore } from 'zustand/vanilla'

import { persistInLocalStorage } from '@/stores/local-storage-persist'
import { createPersistedValue } from '@/stores/persisted-value'
import type { StorageKey } from '@/stores/storage-keys'
import * as v from '@/stores/value-guards'

interface Counter {
  count: number
  label: string
  increment: () => void
}

const createCounter = () =>
  createStore<Counter>()(
    persistInLocalStorage(
      createPersistedValue({
        key: 'test-counter' as StorageKey,
        format: 'versioned',
        schema: v.shape({ count: v.number, label: v.optional(v.string) }),
        defaultValue: () => ({ count: 0 }),
      }),
      ({ count, label }) => ({ count, label }),
      (set) => ({
      count: 0,
      label: 'start',
      increment: () => set((state) => ({ count: state.count + 1 })),
      })
    )
  )

describe('persistInLocalStorage', () => {
  beforeEach(() => localStorage.clear())

  it('saves every change in the zustand persist format, without functions', () => {
    const store = createCounter()
    store.getState().increment()
    expect(JSON.parse(localStorage.getItem('test-counter') ?? '')).toEqual({ state: { count: 1, label: 'start' }, version: 0 })
  })

  it('starts from what an earlier page (or the zustand middleware) saved, keeping the actions', () => {
    localStorage.setItem('test-counter', JSON.stringify({ state: { count: 41 }, version: 0 }))
    const store = createCounter()
    expect(store.getState()).toMatchObject({ count: 41, label: 'start' })
    store.getState().increment()
    expect(store.getState().count).toBe(42)
  })

  it('falls back to the defaults when the saved value cannot be read', () => {
    localStorage.setItem('test-counter', '{not json')
    expect(createCounter().getState().count).toBe(0)
    localStorage.setItem('test-counter', JSON.stringify('just a string'))
    expect(createCounter().getState().count).toBe(0)
  })

  it('follows a change made in another tab without writing it back', () => {
    const store = createCounter()
    const setItem = vi.spyOn(Storage.prototype, 'setItem')
    const saved = JSON.stringify({ state: { count: 7, label: 'other tab' }, version: 0 })
    localStorage.setItem('test-counter', saved)
    setItem.mockClear()
    window.dispatchEvent(new StorageEvent('storage', { key: 'test-counter', newValue: saved, storageArea: localStorage }))
    expect(store.getState()).toMatchObject({ count: 7, label: 'other tab' })
    expect(setItem).not.toHaveBeenCalled()
    setItem.mockRestore()
  })
})
