'use client'

import { ArrowUp, Square } from 'lucide-react'
import type { FormEvent, KeyboardEvent } from 'react'

import { Button } from '@/components/ui/button'

export interface ChatComposerProps {
  value: string
  onChange: (value: string) => void
  onSend: () => void
  onStop: () => void
  /** An answer is on its way: sending waits, stopping is offered instead. */
  isBusy: boolean
}

/** The message box: Enter sends, Shift+Enter starts a new line. */
export function ChatComposer({ value, onChange, onSend, onStop, isBusy }: ChatComposerProps) {
  const canSend = value.trim() !== '' && !isBusy

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (canSend) onSend()
  }

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an IME is composing, Enter confirms the composition rather than sending.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    if (canSend) onSend()
  }

  return (
    <form onSubmit={handleSubmit} className="flex items-end gap-2 border-t border-border p-3">
      <textarea
        aria-label="Message"
        placeholder="Ask about your database…"
        rows={2}
        // The panel opens to type into it.
        autoFocus
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={handleKeyDown}
        className="max-h-40 min-h-10 flex-1 resize-y rounded-md border border-border bg-background px-3 py-2 text-sm text-foreground placeholder:text-muted focus-visible:outline-2 focus-visible:outline-brand"
      />
      {isBusy ? (
        <Button type="button" variant="default" icon={<Square aria-hidden="true" className="size-3" />} onClick={onStop}>
          Stop
        </Button>
      ) : (
        <Button type="submit" variant="primary" icon={<ArrowUp aria-hidden="true" className="size-4" />} disabled={!canSend}>
          Send
        </Button>
      )}
    </form>
  )
}
