'use client'

import { Check, Copy } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'

import { COPIED_RESET_MS } from '@/lib/ui/timings'
import { toast } from '@/lib/ui/toast'

import { Button, type ButtonProps } from './button'

export const COPY_FAILED_MESSAGE = 'Unable to copy to clipboard'

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The text to copy, or a function producing it at click time. */
  text: string | (() => string | Promise<string>)
  onCopy?: () => void
  copyLabel?: string
  copiedLabel?: string
}

/** Shows "Copy"; after a successful copy shows "Copied" with a check icon for 2 seconds (SPEC §2). */
export function CopyButton({
  text,
  onCopy,
  copyLabel = 'Copy',
  copiedLabel = 'Copied',
  variant = 'default',
  ...props
}: CopyButtonProps) {
  const [isCopied, setIsCopied] = useState(false)
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(resetTimer.current), [])

  const handleClick = async () => {
    // Browsers reject clipboard writes from an unfocused document; say so rather than fail silently.
    if (!document.hasFocus()) {
      toast.error(COPY_FAILED_MESSAGE)
      return
    }
    try {
      const value = typeof text === 'function' ? await text() : text
      await navigator.clipboard.writeText(value)
    } catch {
      toast.error(COPY_FAILED_MESSAGE)
      return
    }
    setIsCopied(true)
    onCopy?.()
    clearTimeout(resetTimer.current)
    resetTimer.current = setTimeout(() => setIsCopied(false), COPIED_RESET_MS)
  }

  return (
    <Button
      variant={variant}
      icon={isCopied ? <Check aria-hidden="true" data-testid="copied-icon" className="size-4 text-brand" /> : <Copy aria-hidden="true" className="size-4" />}
      onClick={handleClick}
      {...props}
    >
      {isCopied ? copiedLabel : copyLabel}
    </Button>
  )
}
