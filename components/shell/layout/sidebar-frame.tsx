'use client'

import { PanelLeftClose, PanelLeftOpen, X } from 'lucide-react'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, type ReactNode } from 'react'

import { isEditorRoute } from '@/lib/navigation/editor-routes'
import { cn } from '@/lib/utils/cn'
import { useSidebarStore } from '@/stores/sidebar-store'

import { SIDEBAR_ID, SIDEBAR_MENU_BUTTON_ID } from './sidebar-ids'

const SECTIONS_ID = 'project-sidebar-sections'

/**
 * The sidebar's frame. From 768 px: a column beside the page that stays in view and scrolls inside
 * itself (so the page is as tall as its own content), folded to its toggle when collapsed. Below:
 * a drawer the top bar's menu button opens; Escape, a click outside or a link closes it, and focus
 * goes into it on opening and back to the menu button on closing.
 */
export function SidebarFrame({ label, children }: { label: string; children: ReactNode }) {
  const pathname = usePathname()
  const { isCollapsed, setCollapsed, isDrawerOpen, setDrawerOpen } = useSidebarStore()
  const navRef = useRef<HTMLElement>(null)
  const fillsViewport = isEditorRoute(pathname)

  // A link followed in the drawer leaves the drawer behind it.
  useEffect(() => setDrawerOpen(false), [pathname, setDrawerOpen])

  useEffect(() => {
    if (!isDrawerOpen) return
    const nav = navRef.current
    const target = nav?.querySelector<HTMLElement>('[aria-current="page"]') ?? nav?.querySelector<HTMLElement>('a, button')
    target?.focus()
    const closeAndReturnFocus = () => {
      setDrawerOpen(false)
      document.getElementById(SIDEBAR_MENU_BUTTON_ID)?.focus()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeAndReturnFocus()
    }
    const onMouseDown = (event: MouseEvent) => {
      const target = event.target as Node
      // The menu button toggles the drawer itself.
      if (nav?.contains(target) || document.getElementById(SIDEBAR_MENU_BUTTON_ID)?.contains(target)) return
      // Kept from moving focus to what was clicked (the backdrop, or the page's body), so it lands on the menu button.
      event.preventDefault()
      closeAndReturnFocus()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('mousedown', onMouseDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('mousedown', onMouseDown)
    }
  }, [isDrawerOpen, setDrawerOpen])

  return (
    <>
      {isDrawerOpen && <div aria-hidden="true" className="fixed inset-0 z-40 bg-black/40 md:hidden" />}
      <nav
        ref={navRef}
        id={SIDEBAR_ID}
        aria-label={label}
        className={cn(
          'shrink-0 overflow-y-auto overscroll-contain border-r border-border bg-surface text-sm',
          fillsViewport ? 'md:self-stretch' : 'md:sticky md:top-12 md:h-[calc(100dvh-3rem)] md:self-start',
          isCollapsed ? 'md:w-12 md:px-1.5 md:py-2' : 'md:w-56 md:px-3 md:py-2',
          isDrawerOpen ? 'max-md:fixed max-md:inset-y-0 max-md:left-0 max-md:z-50 max-md:w-72 max-md:px-3 max-md:py-2 max-md:shadow-xl' : 'max-md:hidden'
        )}
      >
        <div className={cn('mb-2 flex', isCollapsed ? 'md:justify-center' : 'justify-end')}>
          <button
            type="button"
            aria-label="Project sidebar"
            aria-expanded={!isCollapsed}
            aria-controls={SECTIONS_ID}
            title={isCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            onClick={() => setCollapsed(!isCollapsed)}
            className="rounded-md p-1.5 text-muted hover:bg-background hover:text-foreground max-md:hidden"
          >
            {isCollapsed ? <PanelLeftOpen aria-hidden="true" className="size-4" /> : <PanelLeftClose aria-hidden="true" className="size-4" />}
          </button>
          <button
            type="button"
            aria-label="Close navigation"
            onClick={() => {
              setDrawerOpen(false)
              document.getElementById(SIDEBAR_MENU_BUTTON_ID)?.focus()
            }}
            className="rounded-md p-1.5 text-muted hover:bg-background hover:text-foreground md:hidden"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
        <div id={SECTIONS_ID} className={cn(isCollapsed && 'md:hidden')}>
          {children}
        </div>
      </nav>
    </>
  )
}
