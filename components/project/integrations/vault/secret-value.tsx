'use client'

import { Eye, EyeOff } from 'lucide-react'

import { Button } from '@/components/ui/button'
import type { PgMetaVariables } from '@/data/sql/pg-meta'
import { useVaultSecretRevealMutation } from '@/data/vault/vault-secret-reveal-mutation'

/** A secret's value: hidden until the user reveals it, read from the database only then. */
export function SecretValue({
  id,
  name,
  connection,
}: {
  id: string
  name: string
  connection: PgMetaVariables
}) {
  const reveal = useVaultSecretRevealMutation()
  const isShown = reveal.isSuccess

  if (isShown) {
    return (
      <div className="flex items-center gap-2">
        <code className="font-mono text-xs break-all">{reveal.data ?? '(empty)'}</code>
        <Button size="tiny" variant="ghost" icon={<EyeOff aria-hidden="true" className="size-3.5" />} onClick={() => reveal.reset()}>
          {`Hide ${name}`}
        </Button>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <span aria-label="Hidden value" className="font-mono text-xs text-muted">
          ••••••••
        </span>
        <Button
          size="tiny"
          variant="ghost"
          loading={reveal.isPending}
          icon={<Eye aria-hidden="true" className="size-3.5" />}
          onClick={() => reveal.mutate({ ...connection, id })}
        >
          {`Reveal ${name}`}
        </Button>
      </div>
      {reveal.error && (
        <p role="alert" className="text-xs text-destructive">
          {`Could not read the secret: ${reveal.error.message}`}
        </p>
      )}
    </div>
  )
}
