'use client'

import { Menu } from 'lucide-react'
import { usePathname } from 'next/navigation'

import { useSidebarStore } from '@/stores/sidebar-store'

import { SIDEBAR_ID, SIDEBAR_MENU_BUTTON_ID } from './sidebar-ids'

/** Below 768 px, where the sidebar is a drawer: the top bar's button that opens it. */
export function SidebarMenuButton() {
  const isProjectRoute = usePathname().startsWith('/project/')
  const isDrawerOpen = useSidebarStore((state) => state.isDrawerOpen)
  const setDrawerOpen = useSidebarStore((state) => state.setDrawerOpen)
  // Only project pages have a sidebar.
  if (!isProjectRoute) return null
  return (
    <button
      type="button"
      id={SIDEBAR_MENU_BUTTON_ID}
      aria-label="Navigation menu"
      aria-expanded={isDrawerOpen}
      aria-controls={SIDEBAR_ID}
      onClick={() => setDrawerOpen(!isDrawerOpen)}
      className="-ml-1 rounded-md p-1.5 text-muted hover:bg-background hover:text-foreground md:hidden"
    >
      <Menu aria-hidden="true" className="size-5" />
    </button>
  )
}
