'use client'

import { useId, useState } from 'react'

import { CopyButton } from '@/components/ui/copy-button'
import { CONNECTION_FORMATS, connectionString, type ConnectionFormat, type ConnectionParts } from '@/lib/project-settings/connection-strings'
import { toast } from '@/lib/ui/toast'
import { cn } from '@/lib/utils/cn'

/** A connection's string in each format (tabs), with a copy button. The password is a placeholder. */
export function ConnectionStringPanel({ label, parts }: { label: string; parts: ConnectionParts }) {
  const [format, setFormat] = useState<ConnectionFormat>('URI')
  const panelId = useId()
  const value = connectionString(format, parts)
  return (
    <div className="flex flex-col gap-2">
      <div role="tablist" aria-label={`${label} formats`} className="flex flex-wrap gap-1">
        {CONNECTION_FORMATS.map((candidate) => (
          <button
            key={candidate}
            type="button"
            role="tab"
            aria-selected={candidate === format}
            aria-controls={panelId}
            onClick={() => setFormat(candidate)}
            className={cn(
              'rounded-md border px-2 py-1 text-xs',
              candidate === format ? 'border-brand text-foreground' : 'border-border text-muted hover:text-foreground'
            )}
          >
            {candidate}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-label={`${label} (${format})`} className="flex items-center gap-2">
        <code data-testid="connection-string" tabIndex={0} className="min-w-0 flex-1 overflow-x-auto rounded-md border border-border bg-background px-3 py-2 font-mono text-xs whitespace-nowrap">
          {value}
        </code>
        <CopyButton size="tiny" text={value} aria-label={`Copy ${label}`} onCopy={() => toast.success(`${label} copied to the clipboard`)} />
      </div>
    </div>
  )
}
