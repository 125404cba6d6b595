'use client'

import { Command } from 'cmdk'
import type { ReactNode } from 'react'

import { useCommandMenu } from '@/stores/command-menu-store'

/** cmdk's dialog with our styles; Backspace on an empty search leaves a sub-page. */
export function CommandMenuDialog({ children, onBack }: { children: ReactNode; onBack?: () => void }) {
  const isOpen = useCommandMenu((state) => state.isOpen)
  const setOpen = useCommandMenu((state) => state.setOpen)
  return (
    <Command.Dialog
      open={isOpen}
      onOpenChange={setOpen}
      label="Command menu"
      overlayClassName="fixed inset-0 z-50 bg-black/40"
      contentClassName="fixed top-[15vh] left-1/2 z-50 w-[min(640px,calc(100%-2rem))] -translate-x-1/2 rounded-lg border border-border bg-surface text-foreground shadow-xl"
      onKeyDown={(event) => {
        const target = event.target as HTMLInputElement
        if (onBack && event.key === 'Backspace' && target.value === '') {
          event.preventDefault()
          onBack()
        }
      }}
    >
      <Command.Input
        autoFocus
        placeholder="Type a command or search…"
        className="w-full border-b border-border bg-transparent px-4 py-3 text-sm outline-none"
      />
      <Command.List className="max-h-[60vh] overflow-y-auto p-2">
        <Command.Empty className="px-2 py-6 text-center text-sm text-muted">No results found.</Command.Empty>
        {children}
      </Command.List>
    </Command.Dialog>
  )
}
