'use client'

import type { ReactNode } from 'react'

import { commandSectionId } from '@/lib/command-menu/shortcut'
import { cn } from '@/lib/utils/cn'
import { useSidebarStore } from '@/stores/sidebar-store'

/** A sidebar group whose heading folds it; the folded groups are remembered in this browser. */
export function SidebarSection({ name, children }: { name: string; children: ReactNode }) {
  const isFolded = useSidebarStore((state) => state.foldedSections.includes(name))
  const toggleSection = useSidebarStore((state) => state.toggleSection)
  const id = `nav-${commandSectionId(name)}`
  return (
    <div className="mb-3" role="group" aria-labelledby={id}>
      <h2 className="mb-1">
        <button
          type="button"
          id={id}
          aria-expanded={!isFolded}
          aria-controls={`${id}-items`}
          onClick={() => toggleSection(name)}
          className="flex w-full items-center justify-between rounded-md px-2 py-1 text-xs font-medium text-muted uppercase hover:bg-background hover:text-foreground"
        >
          {name}
          {/* A chevron drawn with two borders: pointing down when open, right when folded. */}
          <span aria-hidden="true" className={cn('mr-1 size-1.5 border-r border-b border-current', isFolded ? '-rotate-45' : 'rotate-45')} />
        </button>
      </h2>
      <ul id={`${id}-items`} hidden={isFolded}>
        {children}
      </ul>
    </div>
  )
}
