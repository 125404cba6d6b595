'use client'

import { Menu } from 'lucide-react'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, type ReactNode } from 'react'

import { lazyComponent } from '@/components/ui/lazy-component'
import { cn } from '@/lib/utils/cn'
import { useSidebarStore } from '@/stores/sidebar-store'

import { SIDEBAR_ID } from './sidebar-ids'

const SidebarDrawer = lazyComponent(() => import('./sidebar-drawer').then((module) => module.SidebarDrawer), {
  loadErrorFallback: null,
})

const SECTIONS_ID = 'project-sidebar-sections'

/**
 * The sidebar's frame. From 768 px: a column beside the page that stays in view and scrolls inside
 * itself (so the page is as tall as its own content), folded to its toggle when collapsed. Below:
 * a drawer the top bar's menu button opens (sidebar-drawer.tsx: Escape, a click outside or a link
 * close it; focus goes into it and back to the menu button).
 */
export function SidebarFrame({ label, children }: { label: string; children: ReactNode }) {
  const pathname = usePathname()
  const { isCollapsed, setCollapsed, isDrawerOpen, setDrawerOpen } = useSidebarStore()
  const navRef = useRef<HTMLElement>(null)

  // A link followed in the drawer leaves the drawer behind it.
  useEffect(() => setDrawerOpen(false), [pathname, setDrawerOpen])

  return (
    <nav
      ref={navRef}
      id={SIDEBAR_ID}
      aria-label={label}
      className={cn(
        'shrink-0 overflow-y-auto overscroll-contain border-r border-border bg-surface px-3 py-2 text-sm',
        // As tall as the page below the bar at most, and in view while the page scrolls.
        'md:sticky md:top-12 md:max-h-[calc(100dvh-3rem)]',
        isCollapsed ? 'md:w-12 md:px-1.5' : 'md:w-56',
        isDrawerOpen ? 'max-md:fixed max-md:inset-y-0 max-md:left-0 max-md:z-50 max-md:w-72 max-md:shadow-xl' : 'max-md:hidden'
      )}
    >
      <div className={cn('mb-2 flex justify-end', isCollapsed && 'md:justify-center')}>
        <button
          type="button"
          aria-label="Project sidebar"
          aria-expanded={!isCollapsed}
          aria-controls={SECTIONS_ID}
          title={isCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          onClick={() => setCollapsed(!isCollapsed)}
          className="rounded-md p-1.5 text-muted hover:bg-background hover:text-foreground max-md:hidden"
        >
          {/* The top bar's menu icon, already loaded: a sidebar icon of its own cost the shell route its budget. */}
          <Menu aria-hidden="true" className="size-4" />
        </button>
        {isDrawerOpen && <SidebarDrawer navRef={navRef} />}
      </div>
      <div id={SECTIONS_ID} className={cn(isCollapsed && 'md:hidden')}>
        {children}
      </div>
    </nav>
  )
}
