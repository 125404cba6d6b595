'use client'

import { useState, type FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toast } from '@/lib/ui/toast'

/** The project's largest name the platform accepts. */
export const PROJECT_NAME_MAX_LENGTH = 64

export interface ProjectNameFormProps {
  name: string
  /** The field's label; the form itself is labelled "Rename …" after it. */
  label?: string
  successMessage?: (name: string) => string
  failurePrefix?: string
  isPending: boolean
  /** Resolves on success; rejects with the server's error, which is shown next to the field. */
  onRename: (name: string) => Promise<unknown>
  disabled?: boolean
}

/** Rename a project (or an organization). What was typed stays in the field when the rename fails. */
export function ProjectNameForm({
  name,
  label = 'Project name',
  successMessage = (newName) => `Project renamed to ${newName}`,
  failurePrefix = 'Failed to rename the project',
  isPending,
  onRename,
  disabled = false,
}: ProjectNameFormProps) {
  const [value, setValue] = useState(name)
  const [error, setError] = useState<string | null>(null)
  const trimmed = value.trim()
  const validation =
    trimmed.length === 0
      ? `Enter ${label.toLowerCase().startsWith('organization') ? 'an' : 'a'} ${label.toLowerCase()}`
      : trimmed.length > PROJECT_NAME_MAX_LENGTH
        ? `The name must be at most ${PROJECT_NAME_MAX_LENGTH} characters`
        : null

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (validation) {
      setError(validation)
      return
    }
    setError(null)
    try {
      await onRename(trimmed)
      toast.success(successMessage(trimmed))
    } catch (failure) {
      setError(`${failurePrefix}: ${failure instanceof Error ? failure.message : String(failure)}`)
    }
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-3" aria-label={`Rename ${label.replace(/ name$/, '').toLowerCase()}`}>
      <FormField label={label} error={error}>
        <Input value={value} onChange={(event) => setValue(event.target.value)} disabled={disabled} maxLength={PROJECT_NAME_MAX_LENGTH + 20} />
      </FormField>
      <div>
        <Button type="submit" variant="primary" loading={isPending} disabled={disabled || trimmed === name}>
          Save
        </Button>
      </div>
    </form>
  )
}
