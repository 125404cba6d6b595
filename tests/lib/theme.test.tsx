import { act, fireEvent, render, renderHook, screen } from '@testing-library/react'

import { ThemeSwitcher } from '@/components/shell/layout/theme-switcher'
import { themeScriptSource } from '@/lib/theme/apply-theme'
import { THEME_STORAGE_KEY } from '@/lib/theme/themes'

/** A controllable prefers-color-scheme, which jsdom lacks. */
function stubSystemScheme(isDark: boolean) {
  const listeners = new Set<() => void>()
  const media = {
    get matches() {
      return isDark
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }
  vi.stubGlobal('matchMedia', () => media)
  return {
    switchTo(nowDark: boolean) {
      isDark = nowDark
      listeners.forEach((listener) => listener())
    },
  }
}

const html = () => document.documentElement

async function freshThemeStore() {
  vi.resetModules()
  return import('@/stores/theme-store')
}

describe('theme (SPEC §2: dark, light, classic dark, system by default)', () => {
  beforeEach(() => {
    localStorage.clear()
    html().className = ''
    html().style.removeProperty('color-scheme')
  })
  afterEach(() => vi.unstubAllGlobals())

  it('the pre-paint script applies the stored theme, or the system scheme by default', () => {
    stubSystemScheme(true)
    new Function(themeScriptSource())()
    expect(html()).toHaveClass('dark')
    expect(html().style.colorScheme).toBe('dark')

    localStorage.setItem(THEME_STORAGE_KEY, 'classic-dark')
    new Function(themeScriptSource())()
    expect(html().className).toBe('classic-dark')
    expect(html().style.colorScheme).toBe('')

    localStorage.setItem(THEME_STORAGE_KEY, 'not-a-theme')
    stubSystemScheme(false)
    new Function(themeScriptSource())()
    expect(html().className).toBe('light')
  })

  it('the switcher stores the choice and applies it at once', async () => {
    stubSystemScheme(false)
    await freshThemeStore()
    render(<ThemeSwitcher />)
    const select = screen.getByRole('combobox', { name: 'Theme' })
    expect(select).toHaveValue('system')
    fireEvent.change(select, { target: { value: 'classic-dark' } })
    expect(select).toHaveValue('classic-dark')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('classic-dark')
    expect(html().className).toBe('classic-dark')
  })

  it('"system" follows the operating system, and other tabs\' choices are picked up', async () => {
    const system = stubSystemScheme(false)
    const { useTheme, watchThemeChanges } = await freshThemeStore()
    const stop = watchThemeChanges()
    const { result } = renderHook(() => useTheme())
    act(() => result.current.setTheme('system'))
    expect(html().className).toBe('light')
    act(() => system.switchTo(true))
    expect(html().className).toBe('dark')

    localStorage.setItem(THEME_STORAGE_KEY, 'light')
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY })))
    expect(result.current.theme).toBe('light')
    expect(html().className).toBe('light')
    act(() => system.switchTo(false))
    act(() => system.switchTo(true))
    expect(html().className).toBe('light')
    stop()
  })
})
