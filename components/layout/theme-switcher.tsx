'use client'

import { Monitor, Moon, Sun } from 'lucide-react'
import { useTheme } from 'next-themes'
import { useSyncExternalStore } from 'react'

import { THEME_LABELS, THEMES, type Theme } from '@/lib/theme/themes'

/** A select of the four SPEC themes; the stored choice applies before paint (next-themes). */
export function ThemeSwitcher() {
  const { theme, setTheme } = useTheme()
  // The stored theme is only known in the browser: the server and hydration render "system".
  const isMounted = useSyncExternalStore(subscribeToNothing, () => true, () => false)
  const current = (isMounted ? theme : 'system') as Theme
  const Icon = current === 'light' ? Sun : current === 'system' ? Monitor : Moon
  return (
    <label className="flex items-center gap-1.5 text-xs text-muted">
      <Icon aria-hidden="true" className="size-4" />
      <span className="sr-only">Theme</span>
      <select
        className="rounded-md border border-border bg-surface px-1.5 py-1 text-xs text-foreground"
        value={current}
        onChange={(event) => setTheme(event.target.value)}
      >
        {THEMES.map((choice) => (
          <option key={choice} value={choice}>
            {THEME_LABELS[choice]}
          </option>
        ))}
      </select>
    </label>
  )
}

function subscribeToNothing() {
  return () => {}
}
