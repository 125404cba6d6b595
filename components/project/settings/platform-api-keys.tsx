'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { lazyComponent } from '@/components/ui/lazy-component'
import { QueryState } from '@/components/ui/query-state'
import { Section } from '@/components/ui/section'
import { useApiKeyDeleteMutation } from '@/data/api-keys/api-key-delete-mutation'
import { useApiKeysQuery, type ApiKey } from '@/data/api-keys/api-keys-query'
import { toast } from '@/lib/ui/toast'

import { ApiKeyListItem } from './api-key-list-item'
import { LegacyApiKeysSection } from './legacy-api-keys-section'

// Dialogs load when first opened, keeping them off the page's first load.
const CreateApiKeyDialog = lazyComponent(() => import('./create-api-key-dialog').then((module) => module.CreateApiKeyDialog))
const ConfirmationDialog = lazyComponent(() => import('@/components/ui/confirmation-dialog').then((module) => module.ConfirmationDialog))

export const DELETE_KEY_EXPLANATION = 'Apps and servers still sending this key are refused at once. This cannot be undone.'

/** The platform's keys: publishable and secret ones in a list, legacy ones in a section of their own. */
export function PlatformApiKeys({ projectRef }: { projectRef: string }) {
  const keys = useApiKeysQuery({ projectRef })
  // One secret shown at a time: revealing another hides the first.
  const [revealedId, setRevealedId] = useState<string | null>(null)
  const [isCreating, setIsCreating] = useState(false)
  const [deleting, setDeleting] = useState<ApiKey | null>(null)
  const remove = useApiKeyDeleteMutation()

  const confirmDelete = () => {
    if (!deleting?.id) return
    const { id, name } = deleting
    remove.mutate(
      { projectRef, id },
      {
        onSuccess: () => {
          toast.success(`Deleted API key ${name}`)
          if (revealedId === id) setRevealedId(null)
        },
        onError: (error) => toast.error(`Failed to delete API key ${name}: ${error.message}`),
        onSettled: () => setDeleting(null),
      }
    )
  }

  const toggleReveal = (id: string) => setRevealedId((current) => (current === id ? null : id))

  return (
    <>
      <Section
        title="Publishable and secret keys"
        description="Publishable keys are safe in browsers and apps when Row Level Security is on. Secret keys bypass it: keep them on your servers."
      >
        <div>
          <Button variant="primary" onClick={() => setIsCreating(true)}>
            Create API key
          </Button>
        </div>
        <QueryState
          query={keys}
          what="API keys"
          isEmpty={(data) => data.every((key) => key.type === 'legacy')}
          empty={<p className="text-sm text-muted">No publishable or secret keys yet: create one.</p>}
        >
          {(data) => (
            <ul aria-label="API keys" className="flex flex-col divide-y divide-border rounded-md border border-border">
              {data
                .filter((key) => key.type !== 'legacy')
                .map((key) => (
                  <ApiKeyListItem
                    key={key.id ?? key.name}
                    projectRef={projectRef}
                    apiKey={key}
                    isRevealed={Boolean(key.id) && revealedId === key.id}
                    onToggleReveal={() => key.id && toggleReveal(key.id)}
                    onDelete={() => setDeleting(key)}
                  />
                ))}
            </ul>
          )}
        </QueryState>
      </Section>
      <LegacyApiKeysSection
        projectRef={projectRef}
        keys={keys.data?.filter((key) => key.type === 'legacy') ?? []}
        revealedId={revealedId}
        onToggleReveal={toggleReveal}
      />
      {isCreating && (
        <CreateApiKeyDialog
          projectRef={projectRef}
          existingNames={keys.data?.filter((key) => key.type !== 'legacy').map((key) => key.name) ?? []}
          onClose={() => setIsCreating(false)}
        />
      )}
      {deleting && (
        <ConfirmationDialog
          visible
          title={`Delete API key ${deleting.name}?`}
          description={DELETE_KEY_EXPLANATION}
          confirmLabel="Delete key"
          variant="danger"
          size="medium"
          loading={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={confirmDelete}
        />
      )}
    </>
  )
}
