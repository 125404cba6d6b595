'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { SelectField } from '@/components/ui/select-field'
import { useApiKeyCreateMutation } from '@/data/api-keys/api-key-create-mutation'
import { API_KEY_NAME_MAX, apiKeyNameError } from '@/lib/project-settings/api-key-rules'
import { toast } from '@/lib/ui/toast'

const KEY_TYPES = [
  { value: 'secret', label: 'Secret: for servers, bypasses Row Level Security' },
  { value: 'publishable', label: 'Publishable: for browsers and apps' },
] as const

type KeyType = (typeof KEY_TYPES)[number]['value']

/**
 * Creates a publishable or secret key. The name is checked as the platform would before sending
 * (including against the names already listed); the platform's own refusal, such as a name another
 * session took meanwhile, shows at the field too, and the typed name and description stay.
 */
export function CreateApiKeyDialog({ projectRef, existingNames, onClose }: { projectRef: string; existingNames: readonly string[]; onClose: () => void }) {
  const [type, setType] = useState<KeyType>('secret')
  const [name, setName] = useState('')
  const [description, setDescription] = useState('')
  const [isSubmitted, setIsSubmitted] = useState(false)
  const create = useApiKeyCreateMutation()
  const localProblem = isSubmitted || name.length > 0 ? apiKeyNameError(name, existingNames) : null
  const problem = localProblem ?? (create.isError && create.error.code !== undefined && create.error.code < 500 ? create.error.message : null)
  const otherFailure = create.isError && !problem ? `Failed to create the key: ${create.error.message}` : null

  const submit = () => {
    setIsSubmitted(true)
    create.reset()
    if (apiKeyNameError(name, existingNames)) return
    create.mutate(
      { projectRef, type, name, description: description.trim() || null },
      {
        onSuccess: () => {
          toast.success(`Created ${type} key ${name}`)
          onClose()
        },
      }
    )
  }

  return (
    <Dialog open hasUnsavedChanges={name.length > 0 || description.length > 0} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent size="medium">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            submit()
          }}
        >
          <DialogHeader>
            <DialogTitle>Create API key</DialogTitle>
          </DialogHeader>
          <DialogBody className="flex flex-col gap-4">
            <SelectField label="Type" value={type} options={KEY_TYPES} onChange={(value) => setType(value as KeyType)} />
            <FormField
              label="Name"
              error={problem}
              description="4 to 64 characters: lower-case letters, digits and underscores, not starting with a digit."
            >
              <Input
                autoComplete="off"
                value={name}
                maxLength={API_KEY_NAME_MAX + 1}
                onChange={(event) => {
                  setName(event.target.value)
                  if (create.isError) create.reset()
                }}
                placeholder="e.g. backend_server"
              />
            </FormField>
            <FormField label="Description (optional)">
              <Input autoComplete="off" value={description} onChange={(event) => setDescription(event.target.value)} />
            </FormField>
            {otherFailure && (
              <p role="alert" className="text-sm text-destructive">
                {otherFailure}
              </p>
            )}
          </DialogBody>
          <DialogFooter>
            <Button type="button" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" disabled={create.isPending}>
              {create.isPending ? 'Creating…' : 'Create key'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
