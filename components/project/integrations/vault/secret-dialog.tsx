'use client'

import { Eye, EyeOff } from 'lucide-react'
import { useState } from 'react'

import { SqlFormDialog } from '@/components/project/database/objects/sql-form-dialog'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import type { VaultSecret } from '@/data/vault/vault-secrets-query'
import { useReviewedSql } from '@/data/sql/use-reviewed-sql'
import { vaultKeys } from '@/data/vault/keys'
import { toast } from '@/lib/ui/toast'
import { buildCreateSecretSql, buildUpdateSecretSql, EMPTY_SECRET, validateSecret, type SecretDraft, type SecretProblems } from '@/lib/vault/vault-sql'

/** Vault refuses a second secret of the same name through a unique index on vault.secrets.name. */
const isNameTaken = (message: string) => /duplicate key|already exists|secrets_name_idx/i.test(message)

/**
 * Adds a secret or changes one. The value is typed into a hidden field and masked in the SQL shown;
 * the SQL that runs carries it, encrypted by vault.create_secret / vault.update_secret.
 */
export function SecretDialog({ projectRef, secret, onClose }: { projectRef: string; secret: VaultSecret | null; onClose: () => void }) {
  const [draft, setDraft] = useState<SecretDraft>(
    secret ? { name: secret.name ?? '', description: secret.description ?? '', value: '' } : EMPTY_SECRET
  )
  const [problems, setProblems] = useState<SecretProblems>({})
  const [isValueShown, setIsValueShown] = useState(false)
  const build = (isValueHidden: boolean) =>
    secret ? buildUpdateSecretSql(secret.id, draft, { isValueHidden }) : buildCreateSecretSql(draft, { isValueHidden })
  const mutation = useReviewedSql({
    projectRef,
    // The value is masked in the SQL shown; the SQL that runs carries it.
    statements: { shown: build(true), run: build(false) },
    invalidates: [vaultKeys.secrets(projectRef)],
    onSuccess: () => {
      toast.success(secret ? `Secret ${draft.name} updated` : `Secret ${draft.name} added`)
      onClose()
    },
  })
  const set = (patch: Partial<SecretDraft>) => setDraft((previous) => ({ ...previous, ...patch }))
  const serverError = mutation.error?.message ?? null
  const nameError = serverError && isNameTaken(serverError) ? `A secret named ${draft.name} already exists.` : null

  return (
    <SqlFormDialog
      title={secret ? `Edit secret ${secret.name ?? secret.id}` : 'Add a secret'}
      sql={mutation.sql}
      problem={serverError && !nameError ? `Failed: ${serverError}` : null}
      submitLabel={secret ? 'Save secret' : 'Add secret'}
      isRunning={mutation.isRunning}
      onSubmit={() => {
        const found = validateSecret(draft, { isNew: !secret })
        setProblems(found)
        if (Object.keys(found).length === 0) mutation.run()
      }}
      onClose={onClose}
    >
      <FormField label="Name" error={problems.name ?? nameError}>
        <Input value={draft.name} onChange={(event) => set({ name: event.target.value })} />
      </FormField>
      <FormField label="Description">
        <Input value={draft.description} onChange={(event) => set({ description: event.target.value })} />
      </FormField>
      <div className="flex items-end gap-2">
        <FormField
          label={secret ? 'New value' : 'Value'}
          error={problems.value}
          description={secret ? 'Leave empty to keep the stored value.' : 'Shown as •••••••• in the SQL below.'}
          className="flex-1"
        >
          <Input type={isValueShown ? 'text' : 'password'} autoComplete="off" value={draft.value} onChange={(event) => set({ value: event.target.value })} />
        </FormField>
        <Button
          size="icon"
          variant="ghost"
          className="mb-6"
          aria-label={isValueShown ? 'Hide value' : 'Show value'}
          onClick={() => setIsValueShown((shown) => !shown)}
        >
          {isValueShown ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
        </Button>
      </div>
    </SqlFormDialog>
  )
}
