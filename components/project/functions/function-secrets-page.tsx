'use client'

import { useState } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { Button } from '@/components/ui/button'
import { DataTable } from '@/components/ui/data-table'
import { PageShell } from '@/components/ui/page-shell'
import { QueryState } from '@/components/ui/query-state'
import { useFunctionSecretsDeleteMutation } from '@/data/edge-functions/function-secrets-mutations'
import { useFunctionSecretsQuery, type FunctionSecret } from '@/data/edge-functions/function-secrets-query'
import { RESERVED_SECRET_PREFIX } from '@/lib/functions/names'
import { toast } from '@/lib/ui/toast'

import { FunctionsNotConfigured } from './functions-not-configured'
import { SecretsForm } from './secrets-form'
import { useFunctionsAvailability } from './use-functions-availability'

/**
 * /project/{ref}/functions/secrets. Platform: names with the digest of each value, add or update
 * several at once, delete; values are never shown back. Self-hosted: the names the functions read,
 * and where to set them (the runtime's environment).
 */
export function FunctionSecretsPage({ projectRef }: { projectRef: string }) {
  const { isAvailable, isPlatform } = useFunctionsAvailability(projectRef)
  const secrets = useFunctionSecretsQuery({ projectRef: isAvailable ? projectRef : undefined })
  const remove = useFunctionSecretsDeleteMutation()
  const [deleting, setDeleting] = useState<string | null>(null)

  const description = (
    <AppLink href={`/project/${projectRef}/functions`} className="text-sm text-brand hover:underline">
      All functions
    </AppLink>
  )
  if (!isAvailable) {
    return (
      <PageShell title="Edge Function secrets" description={description}>
        <FunctionsNotConfigured />
      </PageShell>
    )
  }

  return (
    <PageShell title="Edge Function secrets" description={description}>
      <div className="flex flex-col gap-6">
        {isPlatform ? (
          <SecretsForm projectRef={projectRef} />
        ) : (
          <p className="text-sm text-muted">
            A self-hosted edge runtime reads secrets from its own environment: set each name below on the functions service (for example under{' '}
            <code>environment:</code> of <code>functions</code> in docker-compose.yml) and restart it. The dashboard never stores their values.
          </p>
        )}
        <QueryState
          query={secrets}
          what="secrets"
          isEmpty={(data) => data.length === 0}
          empty={<p className="text-sm text-muted">{isPlatform ? 'No secrets yet.' : 'No function reads an environment variable with Deno.env.get.'}</p>}
        >
          {(data) => (
            <DataTable<FunctionSecret>
              label="Secrets"
              rows={data}
              getRowKey={(secret) => secret.name}
              columns={[
                { header: 'Name', render: (secret) => <code className="text-xs">{secret.name}</code> },
                isPlatform
                  ? { header: 'Digest (SHA-256)', render: (secret) => <code className="text-xs text-muted">{secret.value}</code> }
                  : { header: 'Read by', render: (secret) => (secret.read_by ?? []).join(', ') },
                ...(isPlatform
                  ? [
                      {
                        header: 'Actions',
                        render: (secret: FunctionSecret) =>
                          secret.name.startsWith(RESERVED_SECRET_PREFIX) ? (
                            <span className="text-xs text-muted">Set by the platform</span>
                          ) : (
                            <Button
                              size="tiny"
                              variant="danger"
                              aria-label={`Delete ${secret.name}`}
                              disabled={remove.isPending && deleting === secret.name}
                              onClick={() => {
                                setDeleting(secret.name)
                                remove.mutate(
                                  { projectRef, names: [secret.name] },
                                  {
                                    onSuccess: () => toast.success(`Deleted ${secret.name}`),
                                    onError: (error) => toast.error(error.message),
                                  }
                                )
                              }}
                            >
                              Delete
                            </Button>
                          ),
                      },
                    ]
                  : []),
              ]}
            />
          )}
        </QueryState>
      </div>
    </PageShell>
  )
}
