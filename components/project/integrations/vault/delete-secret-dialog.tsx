'use client'

import { SqlConfirmDialog } from '@/components/project/database/objects/sql-confirm-dialog'
import { useVaultSecretChangeMutation } from '@/data/vault/vault-secret-change-mutation'
import type { VaultSecret } from '@/data/vault/vault-secrets-query'
import { inTransaction } from '@/lib/sql/transaction'
import { toast } from '@/lib/ui/toast'
import { buildDeleteSecretSql, secretLabel as secretName } from '@/lib/vault/vault-sql'

/** Deletes a secret from vault.secrets after showing the SQL. */
export function DeleteSecretDialog({ projectRef, secret, onClose }: { projectRef: string; secret: VaultSecret; onClose: () => void }) {
  const sql = inTransaction(buildDeleteSecretSql(secret.id))
  const mutation = useVaultSecretChangeMutation({
    onSuccess: () => {
      toast.success(`Secret ${secretName(secret)} deleted`)
      onClose()
    },
  })
  return (
    <SqlConfirmDialog
      title={`Delete secret ${secretName(secret)}`}
      description="Anything that reads this secret from vault.decrypted_secrets stops finding it."
      sql={sql}
      confirmLabel="Delete secret"
      variant="danger"
      isRunning={mutation.isPending}
      error={mutation.error}
      onConfirm={() => mutation.mutate({ projectRef, sql })}
      onCancel={onClose}
    />
  )
}
