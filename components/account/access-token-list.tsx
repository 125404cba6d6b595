'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { lazyComponent } from '@/components/ui/lazy-component'
import { useAccessTokenDeleteMutation } from '@/data/access-tokens/access-token-delete-mutation'
import type { AccessToken } from '@/data/access-tokens/access-tokens-query'
import { formatDisplayDate } from '@/lib/format/date'
import { toast } from '@/lib/ui/toast'

// The dialog's code loads when a deletion is first asked for.
const ConfirmationDialog = lazyComponent(() => import('@/components/ui/confirmation-dialog').then((module) => module.ConfirmationDialog))

/** The user's tokens (name, alias, dates), each deletable after a confirmation. */
export function AccessTokenList({ tokens }: { tokens: AccessToken[] }) {
  const [deleting, setDeleting] = useState<AccessToken | null>(null)
  const remove = useAccessTokenDeleteMutation()

  const handleConfirm = () => {
    if (!deleting) return
    remove.mutate(
      { id: deleting.id },
      {
        onSuccess: () => toast.success(`Deleted access token ${deleting.name}`),
        onError: (error) => toast.error(`Failed to delete the access token: ${error.message}`),
        onSettled: () => setDeleting(null),
      }
    )
  }

  return (
    <>
      <ul aria-label="Access tokens" className="flex flex-col divide-y divide-border rounded-md border border-border">
        {tokens.map((token) => (
          <li key={token.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
            <div className="flex min-w-0 flex-col">
              <span className="font-medium">{token.name}</span>
              <code className="font-mono text-xs text-muted">{token.token_alias}</code>
            </div>
            <div className="flex flex-col text-xs text-muted">
              <span>{`Created ${formatDisplayDate(token.created_at)}`}</span>
              <span>{token.last_used_at ? `Last used ${formatDisplayDate(token.last_used_at)}` : 'Never used'}</span>
              {token.expires_at && <span>{`Expires ${formatDisplayDate(token.expires_at)}`}</span>}
            </div>
            <Button className="ml-auto" size="tiny" variant="outline" aria-label={`Delete ${token.name}`} onClick={() => setDeleting(token)}>
              Delete
            </Button>
          </li>
        ))}
      </ul>
      {deleting && (
        <ConfirmationDialog
          visible
          title={`Delete access token ${deleting.name}?`}
          description="Anything still using this token (the CLI, scripts, CI) will stop working at once."
          confirmLabel="Delete token"
          variant="danger"
          size="medium"
          loading={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={handleConfirm}
        />
      )}
    </>
  )
}
