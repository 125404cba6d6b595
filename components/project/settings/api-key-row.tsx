'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { toast } from '@/lib/ui/toast'

/** A masked stand-in the same for every secret, so its length gives nothing away. */
export const MASKED_SECRET = '•'.repeat(40)

/** One value with a copy button; a secret one stays masked until the user reveals it. */
export function ApiKeyRow({ label, value, isSecret = false, note }: { label: string; value: string; isSecret?: boolean; note?: string }) {
  const [isRevealed, setIsRevealed] = useState(false)
  const isMasked = isSecret && !isRevealed
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium">{label}</span>
      <div className="flex flex-wrap items-center gap-2">
        <code
          aria-label={label}
          className="min-w-0 flex-1 truncate rounded-md border border-border bg-background px-3 py-1.5 font-mono text-xs"
        >
          {isMasked ? MASKED_SECRET : value}
        </code>
        {isSecret && (
          <Button size="tiny" onClick={() => setIsRevealed(!isRevealed)} aria-label={`${isRevealed ? 'Hide' : 'Reveal'} ${label}`}>
            {isRevealed ? 'Hide' : 'Reveal'}
          </Button>
        )}
        <CopyButton size="tiny" text={value} aria-label={`Copy ${label}`} onCopy={() => toast.success(`${label} copied to the clipboard`)} />
      </div>
      {note && <p className="text-xs text-muted">{note}</p>}
    </div>
  )
}
