'use client'

import { SqlReviewDialog } from '@/components/project/database/objects/sql-review-dialog'
import type { VaultSecret } from '@/data/vault/vault-secrets-query'
import { toast } from '@/lib/ui/toast'
import { buildDeleteSecretSql, secretLabel as secretName } from '@/lib/vault/vault-sql'
import { useReviewedSql } from '@/data/sql/use-reviewed-sql'
import { vaultKeys } from '@/data/vault/keys'

/** Deletes a secret from vault.secrets after showing the SQL. */
export function DeleteSecretDialog({ projectRef, secret, onClose }: { projectRef: string; secret: VaultSecret; onClose: () => void }) {
  const review = useReviewedSql({
    projectRef,
    statements: buildDeleteSecretSql(secret.id),
    invalidates: [vaultKeys.secrets(projectRef)],
    onSuccess: () => {
      toast.success(`Secret ${secretName(secret)} deleted`)
      onClose()
    },
  })
  return (
    <SqlReviewDialog
      review={review}
      title={`Delete secret ${secretName(secret)}`}
      description="Anything that reads this secret from vault.decrypted_secrets stops finding it."
      confirmLabel="Delete secret"
      variant="danger"
      onCancel={onClose}
    />
  )
}
