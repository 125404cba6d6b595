'use client'

import { Pencil, Trash2 } from 'lucide-react'
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react'

import { Button } from '@/components/ui/button'
import { ConfirmationDialog } from '@/components/ui/confirmation-dialog'
import { Input } from '@/components/ui/input'
import type { AssistantChat } from '@/lib/ai/assistant-state'
import { cn } from '@/lib/utils/cn'

export interface ChatListItemProps {
  chat: AssistantChat
  isActive: boolean
  onSelect: (chatId: string) => void
  onRename: (chatId: string, name: string) => void
  onDelete: (chatId: string) => void
}

export function ChatListItem({ chat, isActive, onSelect, onRename, onDelete }: ChatListItemProps) {
  const [isEditing, setIsEditing] = useState(false)
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false)
  // Some browsers blur the field as it unmounts: after Escape or Enter that blur must not rename again.
  const isDoneRef = useRef(false)

  const startEditing = () => {
    isDoneRef.current = false
    setIsEditing(true)
  }

  const commit = (value: string) => {
    if (isDoneRef.current) return
    isDoneRef.current = true
    setIsEditing(false)
    const name = value.trim()
    // An emptied name keeps the old one; the store itself ignores an unchanged name.
    if (name) onRename(chat.id, name)
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    commit(new FormData(event.currentTarget).get('name')?.toString() ?? '')
  }

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return
    // Escape cancels the rename only; it must not also close the panel.
    event.stopPropagation()
    isDoneRef.current = true
    setIsEditing(false)
  }

  if (isEditing) {
    return (
      <li className="px-1 py-0.5">
        <form onSubmit={handleSubmit}>
          <Input
            name="name"
            aria-label="Chat name"
            defaultValue={chat.name}
            // Rename was just asked for: the field takes the keyboard.
            autoFocus
            onFocus={(event) => event.currentTarget.select()}
            onBlur={(event) => commit(event.currentTarget.value)}
            onKeyDown={handleKeyDown}
            className="h-7 text-xs"
          />
        </form>
      </li>
    )
  }

  return (
    <li className={cn('group flex items-center gap-1 rounded-md px-1', isActive && 'bg-surface')}>
      <button
        type="button"
        aria-current={isActive ? 'true' : undefined}
        onClick={() => onSelect(chat.id)}
        className={cn('min-w-0 flex-1 truncate px-1 py-1 text-left text-xs', isActive ? 'font-medium text-foreground' : 'text-muted')}
      >
        {chat.name}
      </button>
      <Button
        size="icon"
        variant="ghost"
        className="size-6"
        aria-label={`Rename chat ${chat.name}`}
        onClick={startEditing}
      >
        <Pencil aria-hidden="true" className="size-3" />
      </Button>
      <Button
        size="icon"
        variant="ghost"
        className="size-6"
        aria-label={`Delete chat ${chat.name}`}
        onClick={() => setIsConfirmingDelete(true)}
      >
        <Trash2 aria-hidden="true" className="size-3" />
      </Button>
      <ConfirmationDialog
        visible={isConfirmingDelete}
        size="small"
        variant="danger"
        title="Delete this chat?"
        description={`"${chat.name}" and its messages will be removed from this browser. This cannot be undone.`}
        confirmLabel="Delete chat"
        onCancel={() => setIsConfirmingDelete(false)}
        onConfirm={() => {
          setIsConfirmingDelete(false)
          onDelete(chat.id)
        }}
      />
    </li>
  )
}
