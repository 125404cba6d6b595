import { useSyncExternalStore } from 'react'

import { applyTheme, DARK_MEDIA_QUERY } from '@/lib/theme/apply-theme'
import { DEFAULT_THEME, THEMES, type Theme } from '@/lib/theme/themes'

import { createPersistedValue } from './persisted-value'
import { STORAGE_KEYS } from './storage-keys'
import * as v from './value-guards'

/**
 * The theme preference (SPEC §2): kept in localStorage, applied to <html>, followed across tabs,
 * and — for "system" — across the operating system's light/dark switches. The first paint is
 * handled by ThemeScript before any of this loads.
 */
const storedTheme = createPersistedValue<Theme>({
  key: STORAGE_KEYS.theme,
  format: 'raw',
  schema: v.oneOf(THEMES),
  defaultValue: () => DEFAULT_THEME,
})

export function setTheme(theme: Theme) {
  storedTheme.write(theme)
  applyTheme(theme)
}

/** Starts following other tabs and the system's colour scheme; returns the stop function. */
export function watchThemeChanges(): () => void {
  const media = window.matchMedia(DARK_MEDIA_QUERY)
  const onSystemChange = () => {
    if (storedTheme.read() === 'system') applyTheme('system')
  }
  media.addEventListener('change', onSystemChange)
  // Another tab's choice (or this tab's own, already applied) is applied to this page.
  const stopFollowingStorage = storedTheme.subscribe(() => applyTheme(storedTheme.read()))
  return () => {
    media.removeEventListener('change', onSystemChange)
    stopFollowingStorage()
  }
}

/** The chosen theme ("system" on the server and while hydrating, where the stored one is unknown). */
export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void } {
  const theme = useSyncExternalStore(storedTheme.subscribe, storedTheme.read, () => DEFAULT_THEME)
  return { theme, setTheme }
}
