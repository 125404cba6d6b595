'use client'

import { useState } from 'react'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { lazyComponent } from '@/components/ui/lazy-component'
import { QueryState } from '@/components/ui/query-state'
import { Section } from '@/components/ui/section'
import type { ApiKey } from '@/data/api-keys/api-keys-query'
import { useLegacyApiKeysStatusQuery } from '@/data/api-keys/legacy-api-keys-query'
import { useLegacyApiKeysToggleMutation } from '@/data/api-keys/legacy-api-keys-toggle-mutation'
import { toast } from '@/lib/ui/toast'

import { ApiKeyListItem } from './api-key-list-item'

const ConfirmationDialog = lazyComponent(() => import('@/components/ui/confirmation-dialog').then((module) => module.ConfirmationDialog))

export const DISABLE_LEGACY_EXPLANATION =
  'Every request that sends the anon or service_role key is refused from then on: apps, servers, edge functions and integrations still using them stop working until they switch to a publishable or secret key. You can enable them again.'
export const ENABLE_LEGACY_EXPLANATION =
  'Requests that send the anon or service_role key are accepted again. Anyone who still holds them can use them, including the service_role key that bypasses Row Level Security.'

/** The JWT-based anon and service_role keys, and whether the project still accepts them. */
export function LegacyApiKeysSection({
  projectRef,
  keys,
  revealedId,
  onToggleReveal,
}: {
  projectRef: string
  keys: ApiKey[]
  revealedId: string | null
  onToggleReveal: (id: string) => void
}) {
  const status = useLegacyApiKeysStatusQuery({ projectRef })
  const toggle = useLegacyApiKeysToggleMutation()
  const [isConfirming, setIsConfirming] = useState(false)
  const isEnabled = status.data?.enabled ?? false

  const confirm = () => {
    const enabled = !isEnabled
    toggle.mutate(
      { projectRef, enabled },
      {
        onSuccess: () => toast.success(enabled ? 'Legacy API keys enabled' : 'Legacy API keys disabled'),
        onError: (error) => toast.error(`Failed to ${enabled ? 'enable' : 'disable'} the legacy API keys: ${error.message}`),
        onSettled: () => setIsConfirming(false),
      }
    )
  }

  return (
    <Section title="Legacy API keys" description="The JWT-based anon and service_role keys. Move your apps to publishable and secret keys, then disable these.">
      <QueryState query={status} what="the legacy API keys' state">
        {(data) => (
          <div className="flex flex-wrap items-center gap-3">
            <Badge variant={data.enabled ? 'default' : 'destructive'}>{data.enabled ? 'Enabled' : 'Disabled'}</Badge>
            <Button variant={data.enabled ? 'outline' : 'primary'} onClick={() => setIsConfirming(true)}>
              {data.enabled ? 'Disable legacy API keys' : 'Enable legacy API keys'}
            </Button>
          </div>
        )}
      </QueryState>
      {keys.length > 0 && (
        <ul aria-label="Legacy API keys" className="flex flex-col divide-y divide-border rounded-md border border-border">
          {keys.map((key) => (
            <ApiKeyListItem
              key={key.id ?? key.name}
              projectRef={projectRef}
              apiKey={key}
              isRevealed={Boolean(key.id) && revealedId === key.id}
              onToggleReveal={() => key.id && onToggleReveal(key.id)}
            />
          ))}
        </ul>
      )}
      {isConfirming && (
        <ConfirmationDialog
          visible
          title={isEnabled ? 'Disable the legacy API keys?' : 'Enable the legacy API keys?'}
          description={isEnabled ? DISABLE_LEGACY_EXPLANATION : ENABLE_LEGACY_EXPLANATION}
          confirmLabel={isEnabled ? 'Disable legacy keys' : 'Enable legacy keys'}
          variant={isEnabled ? 'danger' : 'warning'}
          size="medium"
          loading={toggle.isPending}
          onCancel={() => setIsConfirming(false)}
          onConfirm={confirm}
        />
      )}
    </Section>
  )
}
