'use client'

import { ChevronDown, Columns3, Pencil, Trash2 } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'

export type ColumnAction = { kind: 'add' } | { kind: 'edit'; column: string } | { kind: 'drop'; column: string }

const item = 'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-surface'

/** The menu on a column's header: add a column, edit or drop this one (each opens its dialog with the SQL). */
export function ColumnHeaderMenu({ column, onAction }: { column: string; onAction: (action: ColumnAction) => void }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Column actions of ${column}`}
        className="flex w-6 shrink-0 items-center justify-center text-muted hover:bg-surface hover:text-foreground"
      >
        <ChevronDown aria-hidden="true" className="size-3.5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-30 min-w-40 rounded-md border border-border bg-background p-1 font-sans text-foreground shadow-lg"
        >
          <DropdownMenu.Item className={item} onSelect={() => onAction({ kind: 'edit', column })}>
            <Pencil aria-hidden="true" className="size-3.5" /> Edit column
          </DropdownMenu.Item>
          <DropdownMenu.Item className={item} onSelect={() => onAction({ kind: 'add' })}>
            <Columns3 aria-hidden="true" className="size-3.5" /> Add column
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={`${item} text-destructive`} onSelect={() => onAction({ kind: 'drop', column })}>
            <Trash2 aria-hidden="true" className="size-3.5" /> Drop column
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
