import { useSyncExternalStore } from 'react'

import { applyTheme, DARK_MEDIA_QUERY, isTheme } from '@/lib/theme/apply-theme'
import { DEFAULT_THEME, THEME_STORAGE_KEY, type Theme } from '@/lib/theme/themes'

/**
 * The theme preference (SPEC §2): kept in localStorage, applied to <html>, followed across tabs,
 * and — for "system" — across the operating system's light/dark switches. The first paint is
 * handled by ThemeScript before any of this loads.
 */
const listeners = new Set<() => void>()
let storedTheme: Theme | undefined

function readTheme(): Theme {
  if (storedTheme === undefined) {
    let value: string | null = null
    try {
      value = window.localStorage.getItem(THEME_STORAGE_KEY)
    } catch {
      // Storage blocked: the default applies.
    }
    storedTheme = isTheme(value) ? value : DEFAULT_THEME
  }
  return storedTheme
}

function notify() {
  listeners.forEach((listener) => listener())
}

export function setTheme(theme: Theme) {
  storedTheme = theme
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme)
  } catch {
    // Storage blocked: the theme holds for this page.
  }
  applyTheme(theme)
  notify()
}

/** Starts following other tabs and the system's colour scheme; returns the stop function. */
export function watchThemeChanges(): () => void {
  const media = window.matchMedia(DARK_MEDIA_QUERY)
  const onSystemChange = () => {
    if (readTheme() === 'system') applyTheme('system')
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== THEME_STORAGE_KEY) return
    storedTheme = undefined
    applyTheme(readTheme())
    notify()
  }
  media.addEventListener('change', onSystemChange)
  window.addEventListener('storage', onStorage)
  return () => {
    media.removeEventListener('change', onSystemChange)
    window.removeEventListener('storage', onStorage)
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The chosen theme ("system" on the server and while hydrating, where the stored one is unknown). */
export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void } {
  const theme = useSyncExternalStore(subscribe, readTheme, () => DEFAULT_THEME)
  return { theme, setTheme }
}
