'use client'

import { DataTable } from '@/components/ui/data-table'
import { PageShell } from '@/components/ui/page-shell'
import { QueryError, QueryLoading } from '@/components/ui/query-state'
import { useConfig } from '@/components/providers/config-provider'
import { Admonition } from '@/components/ui/admonition'
import { useVaultSecretsQuery, type VaultSecret } from '@/data/vault/vault-secrets-query'
import { formatDisplayDate } from '@/lib/format/date'

import { SecretValue } from './secret-value'

export const VAULT_MISSING_TITLE = 'Vault is not set up in this database'

/** /project/{ref}/settings/vault/secrets: the names of the secrets in vault, values only on request. */
export function VaultSecretsPage({ projectRef }: { projectRef: string }) {
  const { docsUrl } = useConfig()
  const variables = { projectRef }
  const secrets = useVaultSecretsQuery(variables)

  const renderBody = () => {
    const error = secrets.error
    if (error) return <QueryError what="secrets" error={error} onRetry={() => secrets.refetch()} />
    if (!secrets.data) return <QueryLoading label="Loading secrets…" />
    if (!secrets.data.hasVault) {
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
          Vault keeps encrypted secrets in the vault schema, which the supabase_vault extension creates. This database has
          no vault schema, so there are no secrets to list. Install supabase_vault on the database server and enable it to
          store secrets here.
        </Admonition>
      )
    }
    const { canDecrypt } = secrets.data
    if (secrets.data.secrets.length === 0) {
      return (
        <p className="text-sm text-muted">
          No secrets yet. Add one from the SQL editor with{' '}
          <code className="font-mono">{`select vault.create_secret('value', 'name', 'description');`}</code>
        </p>
      )
    }
    return (
      <DataTable<VaultSecret>
        label="Secrets"
        rows={secrets.data.secrets}
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
        ]}
      />
    )
  }

  return (
    <PageShell
      title="Vault"
      description="Secrets stored encrypted in the database. Values stay hidden unless you reveal them."
    >
      {renderBody()}
    </PageShell>
  )
}
