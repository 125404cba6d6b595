import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import {
  featurePreviewStore,
  toggleFeaturePreview,
  useIsFeaturePreviewEnabled,
} from '@/stores/feature-preview-store'

beforeEach(() => {
  localStorage.clear()
  featurePreviewStore.getState().hydrate()
})

describe('feature preview flags', () => {
  it('are off by default', () => {
    const { result } = renderHook(() => useIsFeaturePreviewEnabled('supabase-ui-cls'))
    expect(result.current).toBe(false)
  })

  it('read the stored boolean under the preview key', () => {
    localStorage.setItem('supabase-ui-api-side-panel', 'true')
    localStorage.setItem('supabase-ui-cls', 'false')
    const { result: apiPanel } = renderHook(() => useIsFeaturePreviewEnabled('supabase-ui-api-side-panel'))
    const { result: cls } = renderHook(() => useIsFeaturePreviewEnabled('supabase-ui-cls'))
    expect(apiPanel.current).toBe(true)
    expect(cls.current).toBe(false)
  })

  it('toggle on and off, storing the value in localStorage', () => {
    const { result } = renderHook(() => useIsFeaturePreviewEnabled('new-storage-ui'))
    act(() => toggleFeaturePreview('new-storage-ui'))
    expect(result.current).toBe(true)
    expect(localStorage.getItem('new-storage-ui')).toBe('true')
    act(() => toggleFeaturePreview('new-storage-ui'))
    expect(result.current).toBe(false)
    expect(localStorage.getItem('new-storage-ui')).toBe('false')
  })

  it('follow a change made in another tab', () => {
    const { result } = renderHook(() => useIsFeaturePreviewEnabled('supabase-ui-advisor-rules'))
    act(() => {
      localStorage.setItem('supabase-ui-advisor-rules', 'true')
      window.dispatchEvent(new StorageEvent('storage', { key: 'supabase-ui-advisor-rules', newValue: 'true' }))
    })
    expect(result.current).toBe(true)
  })

  it('still toggle in memory when the browser refuses to store, and log it', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError')
    })
    const { result } = renderHook(() => useIsFeaturePreviewEnabled('supabase-ui-cls'))
    act(() => toggleFeaturePreview('supabase-ui-cls'))
    expect(result.current).toBe(true)
    expect(consoleError).toHaveBeenCalled()
    setItem.mockRestore()
    consoleError.mockRestore()
  })
})
