'use client'

import { useState, type FormEvent } from 'react'

import { Admonition } from '@/components/ui/admonition'
import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useAccessTokenCreateMutation, type CreatedAccessToken } from '@/data/access-tokens/access-token-create-mutation'

export const TOKEN_SHOWN_ONCE_TITLE = 'Copy this token now: it will not be shown again'

/**
 * Creates an access token by name and shows its secret once, with a copy button. The secret is
 * kept only in this component's state, so leaving the page forgets it.
 */
export function NewAccessToken() {
  const [name, setName] = useState('')
  const [nameError, setNameError] = useState<string | null>(null)
  const [created, setCreated] = useState<CreatedAccessToken | null>(null)
  const create = useAccessTokenCreateMutation()

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) {
      setNameError('Give the token a name, such as the machine or tool that uses it')
      return
    }
    setNameError(null)
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: (token) => {
          setCreated(token)
          setName('')
        },
      }
    )
  }

  return (
    <div className="flex flex-col gap-4">
      {created && (
        <Admonition
          type="warning"
          title={TOKEN_SHOWN_ONCE_TITLE}
          actions={
            <Button size="tiny" variant="ghost" onClick={() => setCreated(null)}>
              I have copied it
            </Button>
          }
        >
          <div className="flex flex-col gap-2">
            <p>{`Your new token "${created.name}" gives the CLI and the Management API your access. Store it somewhere safe.`}</p>
            <div className="flex flex-wrap items-center gap-2">
              <code data-testid="new-access-token" className="rounded bg-background px-2 py-1 font-mono text-sm break-all">
                {created.token}
              </code>
              <CopyButton size="tiny" text={created.token} />
            </div>
          </div>
        </Admonition>
      )}
      <form className="flex flex-col gap-3 sm:flex-row sm:items-start" onSubmit={handleSubmit} noValidate>
        <FormField label="Token name" error={nameError ?? (create.isError ? `Failed to create the token: ${create.error.message}` : null)} className="flex-1">
          <Input value={name} maxLength={100} onChange={(event) => setName(event.target.value)} placeholder="e.g. Laptop CLI" />
        </FormField>
        <Button type="submit" variant="primary" className="sm:mt-6" loading={create.isPending}>
          Generate token
        </Button>
      </form>
    </div>
  )
}
