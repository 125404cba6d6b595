'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { DataTable } from '@/components/ui/data-table'
import { lazyComponent } from '@/components/ui/lazy-component'
import { PageShell } from '@/components/ui/page-shell'
import { QueryState } from '@/components/ui/query-state'
import { useConfig } from '@/lib/config/use-config'
import { Admonition } from '@/components/ui/admonition'
import { useVaultSecretsQuery, type VaultSecret } from '@/data/vault/vault-secrets-query'
import { formatDisplayDate } from '@/lib/format/date'
import { secretLabel as secretName } from '@/lib/vault/vault-sql'

import { SecretValue } from './secret-value'

// The forms load when opened, not with the list.
const SecretDialog = lazyComponent(() => import('./secret-dialog').then((module) => module.SecretDialog))
const DeleteSecretDialog = lazyComponent(() => import('./delete-secret-dialog').then((module) => module.DeleteSecretDialog))

export const VAULT_MISSING_TITLE = 'Vault is not set up in this database'

/** /project/{ref}/settings/vault/secrets: the names of the secrets in vault, values only on request. */
export function VaultSecretsPage({ projectRef }: { projectRef: string }) {
  const { docsUrl } = useConfig()
  const variables = { projectRef }
  const secrets = useVaultSecretsQuery(variables)
  const [editing, setEditing] = useState<{ secret: VaultSecret | null } | null>(null)
  const [deleting, setDeleting] = useState<VaultSecret | null>(null)
  const canWrite = secrets.data?.hasVault === true && secrets.data.canWrite

  const renderBody = () => {
    return (
      <QueryState query={secrets} what="secrets">
        {(data) => {
          if (!data.hasVault) {
            return (
              <Admonition
                type="note"
                title={VAULT_MISSING_TITLE}
                actions={
                  <a className="text-sm underline" href={`${docsUrl}/guides/database/vault`} target="_blank" rel="noreferrer">
                    About Vault
                  </a>
                }
              >
                Vault keeps encrypted secrets in the vault schema, which the supabase_vault extension creates. This database has no vault
                schema, so there are no secrets to list. Install supabase_vault on the database server and enable it to store secrets here.
              </Admonition>
            )
          }
          const { canDecrypt } = data
          if (data.secrets.length === 0) {
            return (
              <p className="text-sm text-muted">
                {canWrite ? 'No secrets yet. Add one to keep an API key or password encrypted in the database.' : 'No secrets yet.'}
              </p>
            )
          }
          return (
            <DataTable<VaultSecret>
              label="Secrets"
              rows={data.secrets}
              getRowKey={(secret) => secret.id}
              columns={[
                { header: 'Name', render: (secret) => secret.name ?? <span className="text-muted">Unnamed</span> },
                { header: 'Description', render: (secret) => secret.description ?? '' },
                {
                  header: 'Value',
                  render: (secret) =>
                    canDecrypt ? (
                      <SecretValue id={secret.id} name={secret.name ?? 'secret'} connection={variables} />
                    ) : (
                      <span className="text-xs text-muted">Encrypted (vault.decrypted_secrets is not available)</span>
                    ),
                },
                { header: 'Updated', render: (secret) => formatDisplayDate(secret.updated_at) },
                ...(canWrite
                  ? [
                      {
                        header: 'Actions',
                        render: (secret: VaultSecret) => (
                          <div role="group" aria-label={`Actions for ${secretName(secret)}`} className="flex gap-1">
                            <Button size="tiny" onClick={() => setEditing({ secret })}>
                              Edit
                            </Button>
                            <Button size="tiny" variant="outline" onClick={() => setDeleting(secret)}>
                              Delete
                            </Button>
                          </div>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          )
        }}
      </QueryState>
    )
  }

  return (
    <PageShell
      title="Vault"
      description="Secrets stored encrypted in the database. Values stay hidden unless you reveal them."
      actions={
        canWrite && (
          <Button variant="primary" onClick={() => setEditing({ secret: null })}>
            Add secret
          </Button>
        )
      }
    >
      {renderBody()}
      {editing && <SecretDialog projectRef={projectRef} secret={editing.secret} onClose={() => setEditing(null)} />}
      {deleting && <DeleteSecretDialog projectRef={projectRef} secret={deleting} onClose={() => setDeleting(null)} />}
    </PageShell>
  )
}
