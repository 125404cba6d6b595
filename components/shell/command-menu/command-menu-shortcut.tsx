'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { lazyComponent } from '@/components/ui/lazy-component'
import { isCommandMenuShortcut } from '@/lib/command-menu/shortcut'
import { useCommandMenu, useCommandMenuPreferences } from '@/stores/command-menu-store'

// The menu itself (cmdk and its commands) loads only once someone opens it.
const CommandMenu = lazyComponent(() => import('./command-menu').then((module) => module.CommandMenu), { isClientOnly: true })

/** Listens for Ctrl/Cmd+K everywhere and closes the menu on navigation. */
export function CommandMenuShortcut() {
  const isOpen = useCommandMenu((state) => state.isOpen)
  const setOpen = useCommandMenu((state) => state.setOpen)
  const isShortcutEnabled = useCommandMenuPreferences((state) => state.isShortcutEnabled)
  const pathname = usePathname()

  useEffect(() => {
    if (!isShortcutEnabled) return
    const handleKeyDown = (event: KeyboardEvent) => {
      if (!isCommandMenuShortcut(event)) return
      event.preventDefault()
      setOpen(!useCommandMenu.getState().isOpen)
    }
    window.addEventListener('keydown', handleKeyDown)
    return () => window.removeEventListener('keydown', handleKeyDown)
  }, [isShortcutEnabled, setOpen])

  useEffect(() => {
    useCommandMenu.getState().close()
  }, [pathname])

  return isOpen ? <CommandMenu /> : null
}
