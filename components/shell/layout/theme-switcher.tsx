'use client'

import { SunMoon } from 'lucide-react'

import { cn } from '@/lib/utils/cn'
import { THEME_LABELS, THEMES, type Theme } from '@/lib/theme/themes'
import { useTheme } from '@/stores/theme-store'

/** A select of the four SPEC themes; the stored choice applies before paint (ThemeScript). */
export function ThemeSwitcher({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme()
  // useTheme gives "system" on the server and while hydrating: the stored theme is only known in the browser.
  return (
    <label className={cn('flex items-center gap-1.5 text-xs text-muted', className)}>
      <SunMoon aria-hidden="true" className="size-4" />
      <span className="sr-only">Theme</span>
      <select
        className="rounded-md border border-border bg-surface px-1.5 py-1 text-xs text-foreground"
        value={theme}
        onChange={(event) => setTheme(event.target.value as Theme)}
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
