'use client'

import { X } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode, type RefObject } from 'react'

import { closeEditorPopup } from '@/lib/ui/editor-popups'
import { cn } from '@/lib/utils/cn'

import { UnsavedChangesPrompt, useLeaveWarning } from './unsaved-changes-prompt'

export interface DialogProps extends ComponentProps<typeof DialogPrimitive.Root> {
  /**
   * The form inside has work that is not saved: every way of closing it (Escape, a click outside, the
   * close button, a Cancel wrapped in DialogClose) asks first, and so does leaving or reloading the page.
   * Only for controlled dialogs (`open` given), which are the ones that hold forms.
   */
  hasUnsavedChanges?: boolean
}

/** Radix Dialog styled with the theme. Compound parts share this file because they are one primitive. */
export function Dialog({ hasUnsavedChanges = false, onOpenChange, children, ...props }: DialogProps) {
  const [isAsking, setIsAsking] = useState(false)
  useLeaveWarning(hasUnsavedChanges && props.open !== false)
  const handleOpenChange = (isOpen: boolean) => {
    if (!isOpen && hasUnsavedChanges) return setIsAsking(true)
    onOpenChange?.(isOpen)
  }
  return (
    <DialogPrimitive.Root onOpenChange={handleOpenChange} {...props}>
      {children}
      {isAsking && (
        <UnsavedChangesPrompt
          onKeep={() => setIsAsking(false)}
          onDiscard={() => {
            setIsAsking(false)
            onOpenChange?.(false)
          }}
        />
      )}
    </DialogPrimitive.Root>
  )
}
export const DialogTrigger = DialogPrimitive.Trigger
/** Closes the dialog the way its close button does (through the unsaved-changes question): wrap Cancel buttons in it. */
export const DialogClose = DialogPrimitive.Close

export type DialogSize = 'tiny' | 'small' | 'medium' | 'large' | 'xlarge' | 'xxlarge'

const SIZE_CLASSES: Record<DialogSize, string> = {
  tiny: 'max-w-xs',
  small: 'max-w-sm',
  medium: 'max-w-lg',
  large: 'max-w-2xl',
  xlarge: 'max-w-4xl',
  xxlarge: 'max-w-6xl',
}

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  size?: DialogSize
  /** 'center' (default) is a modal box; 'right' a full-height side panel (row editor). */
  placement?: 'center' | 'right'
  showCloseButton?: boolean
  closeLabel?: string
}

export function DialogContent({
  className,
  children,
  size = 'medium',
  placement = 'center',
  showCloseButton = true,
  closeLabel = 'Close',
  onCloseAutoFocus,
  onEscapeKeyDown,
  ...props
}: DialogContentProps) {
  const openerRef = useRef<HTMLElement | null>(null)
  // Radix only refocuses a Dialog.Trigger; most of our dialogs open from state (a list's button, a
  // shortcut, a URL parameter), so focus would fall to <body>. Give it back to what opened the dialog.
  const handleCloseAutoFocus = (event: Event) => {
    onCloseAutoFocus?.(event)
    const opener = openerRef.current
    openerRef.current = null
    if (event.defaultPrevented || !opener?.isConnected) return
    event.preventDefault()
    opener.focus()
  }
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-testid="dialog-overlay" className="fixed inset-0 z-50 bg-black/50" />
      <DialogPrimitive.Content
        data-size={size}
        className={cn(
          placement === 'center'
            ? 'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border bg-surface text-foreground shadow-lg focus:outline-none'
            : 'fixed inset-y-0 right-0 z-50 flex w-full flex-col border-l border-border bg-surface text-foreground shadow-xl focus:outline-none',
          SIZE_CLASSES[size],
          className
        )}
        onCloseAutoFocus={handleCloseAutoFocus}
        onEscapeKeyDown={(event) => {
          // Escape in a code editor with its autocomplete open closes that list, not the dialog.
          if (closeEditorPopup(event.target)) return event.preventDefault()
          onEscapeKeyDown?.(event)
        }}
        {...props}
      >
        <FocusOrigin openerRef={openerRef} />
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className="absolute top-3 right-3 rounded-sm p-1 text-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-brand"
          >
            <X aria-hidden="true" className="size-4" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

/**
 * Rendered inside the content, so it first renders as the dialog opens: before autoFocus or Radix
 * move focus in, the focused element is still the one that opened the dialog.
 */
function FocusOrigin({ openerRef }: { openerRef: RefObject<HTMLElement | null> }) {
  const [opener] = useState(() => {
    if (typeof document === 'undefined') return null
    const active = document.activeElement
    return active instanceof HTMLElement && active !== document.body ? active : null
  })
  useLayoutEffect(() => {
    openerRef.current = opener
  }, [opener, openerRef])
  return null
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1 border-b border-border px-5 py-4', className)} {...props} />
}

export function DialogBody({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('px-5 py-4', className)} {...props} />
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex gap-2 border-t border-border px-5 py-3', className)} {...props} />
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-base font-medium', className)} {...props} />
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted', className)} {...props} />
}

/** A title only assistive technology reads, for dialogs that show no heading. */
export function DialogHiddenTitle({ children }: { children: ReactNode }) {
  return (
    <DialogPrimitive.Title className="sr-only">
      {children}
    </DialogPrimitive.Title>
  )
}
