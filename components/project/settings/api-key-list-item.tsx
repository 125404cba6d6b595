'use client'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { useRevealedApiKeyQuery } from '@/data/api-keys/api-key-reveal-query'
import type { ApiKey } from '@/data/api-keys/api-keys-query'
import { formatDisplayDate } from '@/lib/format/date'
import { isSecretApiKey } from '@/lib/project-settings/api-key-rules'
import { toast } from '@/lib/ui/toast'

/**
 * One key: its name, type, value (a secret masked as the platform sent it until revealed, then
 * fetched in full with reveal=true), description and creation date, with copy, reveal and delete.
 */
export function ApiKeyListItem({
  projectRef,
  apiKey,
  isRevealed,
  onToggleReveal,
  onDelete,
}: {
  projectRef: string
  apiKey: ApiKey
  isRevealed: boolean
  onToggleReveal: () => void
  onDelete?: () => void
}) {
  const isSecret = isSecretApiKey(apiKey)
  const revealed = useRevealedApiKeyQuery({ projectRef, id: isSecret && isRevealed ? apiKey.id : null })
  const shown = isSecret ? (isRevealed && revealed.data ? revealed.data : (apiKey.api_key ?? apiKey.prefix ?? '')) : (apiKey.api_key ?? '')
  const canCopy = !isSecret || (isRevealed && Boolean(revealed.data))
  const label = `${apiKey.name} key`

  return (
    <li className="flex flex-col gap-2 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{apiKey.name}</span>
        <Badge variant={isSecret ? 'warning' : 'outline'}>{apiKey.type === 'legacy' ? `legacy ${isSecret ? 'secret' : 'public'}` : apiKey.type}</Badge>
        {apiKey.inserted_at && <span className="text-xs text-muted">{`Created ${formatDisplayDate(apiKey.inserted_at)}`}</span>}
      </div>
      {apiKey.description && <p className="text-xs text-muted">{apiKey.description}</p>}
      <div className="flex flex-wrap items-center gap-2">
        <code aria-label={label} className="min-w-0 flex-1 truncate rounded-md border border-border bg-background px-3 py-1.5 font-mono text-xs">
          {isRevealed && revealed.isPending ? 'Revealing…' : shown}
        </code>
        {isSecret && apiKey.id && (
          <Button size="tiny" onClick={onToggleReveal} aria-label={`${isRevealed ? 'Hide' : 'Reveal'} ${label}`}>
            {isRevealed ? 'Hide' : 'Reveal'}
          </Button>
        )}
        {canCopy && (
          <CopyButton
            size="tiny"
            text={shown}
            aria-label={`Copy ${label}`}
            onCopy={() => toast.success(`${label} copied to the clipboard`)}
          />
        )}
        {onDelete && (
          <Button size="tiny" variant="outline" aria-label={`Delete ${label}`} onClick={onDelete}>
            Delete
          </Button>
        )}
      </div>
      {isRevealed && revealed.isError && <p role="alert" className="text-xs text-destructive">{`Could not reveal the key: ${revealed.error.message}`}</p>}
    </li>
  )
}
