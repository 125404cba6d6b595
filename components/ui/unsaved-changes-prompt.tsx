'use client'

import { Dialog as DialogPrimitive } from 'radix-ui'
import { useEffect } from 'react'

import { Button } from './button'

/**
 * Asked when a dialog with unsaved changes is about to close (Escape, a click outside, Cancel, the
 * close button): closing throws the typed work away, so the user chooses. Keeping is the default
 * (focused first, and what Escape does here).
 */
export function UnsavedChangesPrompt({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  return (
    <DialogPrimitive.Root open onOpenChange={(isOpen) => !isOpen && onKeep()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-[60] bg-black/30" />
        <DialogPrimitive.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-[60] w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border bg-surface p-5 text-foreground shadow-lg focus:outline-none"
        >
          <DialogPrimitive.Title className="text-base font-medium">Discard unsaved changes?</DialogPrimitive.Title>
          <DialogPrimitive.Description className="mt-1 text-sm text-muted">
            What you typed in this form has not been saved and will be lost.
          </DialogPrimitive.Description>
          <div className="mt-4 flex justify-end gap-2">
            <Button variant="outline" autoFocus onClick={onKeep}>
              Keep editing
            </Button>
            <Button variant="danger" onClick={onDiscard}>
              Discard changes
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}

/** While there are unsaved changes, leaving or reloading the page asks the browser's own question first. */
export function useLeaveWarning(hasUnsavedChanges: boolean) {
  useEffect(() => {
    if (!hasUnsavedChanges) return
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', handleBeforeUnload)
    return () => window.removeEventListener('beforeunload', handleBeforeUnload)
  }, [hasUnsavedChanges])
}
