/** SPEC §2 "Theme": the choices, system by default. */
export const THEMES = ['dark', 'light', 'classic-dark', 'system'] as const
export type Theme = (typeof THEMES)[number]
export const DEFAULT_THEME: Theme = 'system'
export const THEME_STORAGE_KEY = 'supabase-dashboard-theme'

export const THEME_LABELS: Record<Theme, string> = {
  dark: 'Dark',
  light: 'Light',
  'classic-dark': 'Classic dark',
  system: 'System',
}
