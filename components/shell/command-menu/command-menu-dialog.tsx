'use client'

import { Command } from 'cmdk'
import { useState, type ReactNode } from 'react'

import { Dialog, DialogContent, DialogHiddenTitle } from '@/components/ui/dialog'
import { useCommandMenu } from '@/stores/command-menu-store'

export const COMMAND_MENU_LABEL = 'Command menu'

export interface CommandMenuDialogProps {
  children: ReactNode
  /** Identifies the sub-page shown: entering another one starts with an empty search. */
  pageKey: string
  onBack?: () => void
}

/**
 * cmdk's palette in our Dialog (rather than cmdk's own Command.Dialog) so that closing it gives focus
 * back to what opened it. Backspace on an empty search leaves a sub-page.
 */
export function CommandMenuDialog({ children, pageKey, onBack }: CommandMenuDialogProps) {
  const isOpen = useCommandMenu((state) => state.isOpen)
  const setOpen = useCommandMenu((state) => state.setOpen)
  // The words that found "Change theme…" would hide every theme on the sub-page it opens.
  const [searchState, setSearchState] = useState({ pageKey, value: '' })
  const search = searchState.pageKey === pageKey ? searchState.value : ''
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogContent
        size="large"
        showCloseButton={false}
        aria-describedby={undefined}
        className="top-[15vh] max-w-[640px] translate-y-0 shadow-xl"
      >
        <DialogHiddenTitle>{COMMAND_MENU_LABEL}</DialogHiddenTitle>
        <Command
          label={COMMAND_MENU_LABEL}
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
            value={search}
            onValueChange={(value) => setSearchState({ pageKey, value })}
            placeholder="Type a command or search…"
            className="w-full border-b border-border bg-transparent px-4 py-3 text-sm outline-none"
          />
          <Command.List className="max-h-[60vh] overflow-y-auto p-2">
            <Command.Empty className="px-2 py-6 text-center text-sm text-muted">No results found.</Command.Empty>
            {children}
          </Command.List>
        </Command>
      </DialogContent>
    </Dialog>
  )
}
