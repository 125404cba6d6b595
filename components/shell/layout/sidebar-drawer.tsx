'use client'

import { X } from 'lucide-react'
import { useEffect, type RefObject } from 'react'
import { createPortal } from 'react-dom'

import { useSidebarStore } from '@/stores/sidebar-store'

import { SIDEBAR_MENU_BUTTON_ID } from './sidebar-ids'

function closeDrawer() {
  useSidebarStore.getState().setDrawerOpen(false)
  document.getElementById(SIDEBAR_MENU_BUTTON_ID)?.focus()
}

/**
 * What the open drawer adds (loaded the first time it opens, so wide screens never fetch it): its
 * close button, the backdrop, focus moved into the drawer, and Escape or a click outside closing it
 * with focus back on the menu button. Rendered in the drawer's header row.
 */
export function SidebarDrawer({ navRef }: { navRef: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    const nav = navRef.current
    const target = nav?.querySelector<HTMLElement>('[aria-current="page"]') ?? nav?.querySelector<HTMLElement>('a, button')
    target?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeDrawer()
    }
    const onMouseDown = (event: MouseEvent) => {
      const target = event.target as Node
      // The menu button toggles the drawer itself.
      if (nav?.contains(target) || document.getElementById(SIDEBAR_MENU_BUTTON_ID)?.contains(target)) return
      // Kept from moving focus to what was clicked (the backdrop, or the page's body), so it lands on the menu button.
      event.preventDefault()
      closeDrawer()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('mousedown', onMouseDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('mousedown', onMouseDown)
    }
  }, [navRef])
  return (
    <>
      <button
        type="button"
        aria-label="Close navigation"
        onClick={closeDrawer}
        className="rounded-md p-1.5 text-muted hover:bg-background hover:text-foreground md:hidden"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
      {/* In the body, beneath the drawer: inside it, the drawer's own layer would cover its background. */}
      {createPortal(<div aria-hidden="true" className="fixed inset-0 z-40 bg-black/40 md:hidden" />, document.body)}
    </>
  )
}

