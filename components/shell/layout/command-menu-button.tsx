'use client'

import { Search } from 'lucide-react'

import { useCommandMenu } from '@/stores/command-menu-store'

export function CommandMenuButton() {
  const open = useCommandMenu((state) => state.open)
  return (
    <button
      type="button"
      onClick={open}
      className="flex items-center gap-2 rounded-md border border-border bg-surface px-2.5 py-1 text-xs text-muted hover:text-foreground"
    >
      <Search aria-hidden="true" className="size-3.5" />
      <span className="max-sm:sr-only">Search…</span>
      <kbd className="rounded border max-sm:hidden border-border px-1 font-mono text-[10px]">Ctrl K</kbd>
    </button>
  )
}
