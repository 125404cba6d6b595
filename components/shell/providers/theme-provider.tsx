'use client'

import { useEffect, type ReactNode } from 'react'

import { watchThemeChanges } from '@/stores/theme-store'

/** Keeps <html>'s theme class in step with other tabs and, for "system", the OS colour scheme. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  useEffect(() => watchThemeChanges(), [])
  return children
}
