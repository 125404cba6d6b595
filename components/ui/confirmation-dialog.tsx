'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'

import { restoreBodyPointerEvents } from '@/lib/ui/restore-body-pointer-events'
import { cn } from '@/lib/utils/cn'

import { Button, type ButtonVariant } from './button'
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogHiddenTitle,
  DialogTitle,
  DialogTrigger,
  type DialogSize,
} from './dialog'

export type ConfirmationVariant = 'success' | 'warning' | 'danger'
export type ConfirmationLayout = 'horizontal' | 'vertical'
export type FooterAlignment = 'left' | 'right'

/** SPEC §9 "Confirmation dialog defaults". */
export const CONFIRMATION_DIALOG_DEFAULTS = {
  cancelLabel: 'Cancel',
  confirmLabel: 'Confirm',
  variant: 'success',
  size: 'large',
  layout: 'horizontal',
  footerAlignment: 'left',
  loading: false,
  showCloseButton: true,
  visible: false,
} as const satisfies {
  cancelLabel: string
  confirmLabel: string
  variant: ConfirmationVariant
  size: DialogSize
  layout: ConfirmationLayout
  footerAlignment: FooterAlignment
  loading: boolean
  showCloseButton: boolean
  visible: boolean
}

export interface ConfirmationDialogProps {
  /** Controls visibility. Leave undefined together with `trigger` to let the dialog manage itself. */
  visible?: boolean
  title?: ReactNode
  description?: ReactNode
  children?: ReactNode
  onConfirm: () => void
  /** Called by the Cancel button and by every close from outside (close button, overlay, Escape). */
  onCancel?: () => void
  /** Called when the trigger element opens the dialog. */
  onOpen?: () => void
  confirmLabel?: ReactNode
  cancelLabel?: ReactNode
  variant?: ConfirmationVariant
  size?: DialogSize
  layout?: ConfirmationLayout
  footerAlignment?: FooterAlignment
  loading?: boolean
  /** Disables only the Confirm button (e.g. until a required input is filled). */
  isConfirmDisabled?: boolean
  showCloseButton?: boolean
  /** Replaces the default Cancel/Confirm footer. */
  footer?: ReactNode
  hideFooter?: boolean
  /** An element (rendered as-is) that opens the dialog when clicked. */
  trigger?: ReactNode
  className?: string
}

/** danger → danger button, warning → warning button, anything else → primary (SPEC §4). */
export function confirmButtonVariant(variant: ConfirmationVariant | undefined): ButtonVariant {
  if (variant === 'danger') return 'danger'
  if (variant === 'warning') return 'warning'
  return 'primary'
}

export function ConfirmationDialog({
  visible,
  title,
  description,
  children,
  onConfirm,
  onCancel,
  onOpen,
  confirmLabel = CONFIRMATION_DIALOG_DEFAULTS.confirmLabel,
  cancelLabel = CONFIRMATION_DIALOG_DEFAULTS.cancelLabel,
  variant = CONFIRMATION_DIALOG_DEFAULTS.variant,
  size = CONFIRMATION_DIALOG_DEFAULTS.size,
  layout = CONFIRMATION_DIALOG_DEFAULTS.layout,
  footerAlignment = CONFIRMATION_DIALOG_DEFAULTS.footerAlignment,
  loading = CONFIRMATION_DIALOG_DEFAULTS.loading,
  isConfirmDisabled = false,
  showCloseButton = CONFIRMATION_DIALOG_DEFAULTS.showCloseButton,
  footer,
  hideFooter = false,
  trigger,
  className,
}: ConfirmationDialogProps) {
  const isControlled = visible !== undefined
  const [isOpenInternal, setIsOpenInternal] = useState<boolean>(CONFIRMATION_DIALOG_DEFAULTS.visible)
  const isOpen = isControlled ? visible : isOpenInternal

  // Radix can leave `pointer-events: none` on <body> after closing; clear it once the dialog is gone.
  const wasOpen = useRef(isOpen)
  useEffect(() => {
    const hasClosed = wasOpen.current && !isOpen
    wasOpen.current = isOpen
    if (hasClosed) return restoreBodyPointerEvents()
  }, [isOpen])
  // Callers may unmount an open dialog instead of closing it (dialogs mounted only while open).
  useEffect(
    () => () => {
      if (wasOpen.current) restoreBodyPointerEvents()
    },
    []
  )

  const handleCancel = () => {
    if (!isControlled) setIsOpenInternal(false)
    onCancel?.()
  }

  const handleConfirm = () => {
    onConfirm()
    // A self-managed dialog has no parent to close it, so confirming closes it.
    if (!isControlled) setIsOpenInternal(false)
  }

  const handleOpenChange = (isNowOpen: boolean) => {
    if (isNowOpen) {
      if (!isControlled) setIsOpenInternal(true)
      onOpen?.()
    } else {
      handleCancel()
    }
  }

  const isVertical = layout === 'vertical'
  const alignment = isVertical ? 'center' : footerAlignment
  const hasHeader = Boolean(title || description)

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent
        size={size}
        showCloseButton={showCloseButton}
        data-layout={layout}
        className={cn(isVertical && 'text-center', className)}
        // Radix warns when no description is linked; an absent description is intentional here.
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        {hasHeader ? (
          <DialogHeader className={cn(showCloseButton && 'pr-10', isVertical && 'items-center')}>
            {title ? <DialogTitle>{title}</DialogTitle> : <DialogHiddenTitle>{confirmLabel}</DialogHiddenTitle>}
            {description && <DialogDescription>{description}</DialogDescription>}
          </DialogHeader>
        ) : (
          <DialogHiddenTitle>{confirmLabel}</DialogHiddenTitle>
        )}
        {children && <DialogBody>{children}</DialogBody>}
        {!hideFooter &&
          (footer ?? (
            <DialogFooter
              data-testid="confirmation-dialog-footer"
              data-alignment={alignment}
              className={cn(
                alignment === 'left' && 'justify-start',
                alignment === 'right' && 'justify-end',
                alignment === 'center' && 'justify-center'
              )}
            >
              <Button variant="default" disabled={loading} onClick={handleCancel}>
                {cancelLabel}
              </Button>
              <Button
                variant={confirmButtonVariant(variant)}
                loading={loading}
                disabled={isConfirmDisabled}
                onClick={handleConfirm}
              >
                {confirmLabel}
              </Button>
            </DialogFooter>
          ))}
      </DialogContent>
    </Dialog>
  )
}
