import { DEFAULT_THEME, THEME_STORAGE_KEY, THEMES, type Theme } from './themes'

/** The classes a theme can put on <html>: every choice but "system", which resolves to light or dark. */
export const THEME_CLASSES = THEMES.filter((theme) => theme !== 'system')

export const DARK_MEDIA_QUERY = '(prefers-color-scheme: dark)'

/**
 * Puts the stored (or default) theme on <html> before the first paint. It is serialised into an
 * inline script by ThemeScript, so it must stay self-contained: no imports, no closures.
 */
export function applyStoredThemeScript(storageKey: string | null, defaultTheme: string, choices: string[], classes: string[], query: string) {
  let stored: string | null = null
  try {
    // Without a key, `defaultTheme` is the theme to apply.
    if (storageKey) stored = window.localStorage.getItem(storageKey)
  } catch {
    // Storage blocked: the default theme applies.
  }
  const theme = stored && choices.indexOf(stored) >= 0 ? stored : defaultTheme
  const resolved = theme === 'system' ? (window.matchMedia(query).matches ? 'dark' : 'light') : theme
  const root = document.documentElement
  for (const name of classes) root.classList.remove(name)
  root.classList.add(resolved)
  // Native controls follow light and dark; classic dark leaves the browser's default, as before.
  if (resolved === 'light' || resolved === 'dark') root.style.colorScheme = resolved
  else root.style.removeProperty('color-scheme')
}

/** The inline script's source, with this app's settings. */
export function themeScriptSource(): string {
  const args = [THEME_STORAGE_KEY, DEFAULT_THEME, THEMES, THEME_CLASSES, DARK_MEDIA_QUERY].map((arg) => JSON.stringify(arg))
  return `(${applyStoredThemeScript.toString()})(${args.join(',')})`
}

/** Applies `theme` in the browser without animating every colour change at once. */
export function applyTheme(theme: Theme) {
  const calmTransitions = document.createElement('style')
  calmTransitions.textContent = '*,*::before,*::after{transition:none!important}'
  document.head.appendChild(calmTransitions)
  applyStoredThemeScript(null, theme, [...THEMES], [...THEME_CLASSES], DARK_MEDIA_QUERY)
  // Let the browser style the page with transitions off before they come back.
  void window.getComputedStyle(document.body).opacity
  setTimeout(() => calmTransitions.remove(), 1)
}
