'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { useOrganizationsQuery } from '@/data/organizations/organizations-query'
import { useProjectTransferMutation } from '@/data/projects/project-transfer-mutation'
import { useProjectTransferPreviewQuery } from '@/data/projects/project-transfer-preview-query'
import type { Project } from '@/lib/api/types'
import { toast } from '@/lib/ui/toast'

import { Section } from '@/components/ui/section'

/**
 * Move the project to another organization of the user: pick one, read what changes (the platform's
 * preview), then transfer. A preview with errors cannot be confirmed.
 */
export function TransferProjectSection({ project }: { project: Project }) {
  const organizations = useOrganizationsQuery()
  const targets = (organizations.data ?? []).filter((organization) => organization.id !== project.organization_id)
  const [target, setTarget] = useState('')
  const [error, setError] = useState<string | null>(null)
  const preview = useProjectTransferPreviewQuery({ ref: project.ref, targetOrganizationSlug: target || undefined })
  const transfer = useProjectTransferMutation({
    onSuccess: (_, variables) => {
      const name = targets.find((organization) => organization.slug === variables.targetOrganizationSlug)?.name
      toast.success(`Project transferred to ${name ?? variables.targetOrganizationSlug}`)
      setTarget('')
    },
    onError: (failure) => setError(`Failed to transfer the project: ${failure.message}`),
  })

  if (targets.length === 0) {
    return (
      <Section title="Transfer project" description="Move this project to another of your organizations.">
        <p className="text-sm text-muted">You have no other organization to move this project to.</p>
      </Section>
    )
  }

  const messages = preview.data ? [...preview.data.errors, ...preview.data.warnings, ...preview.data.info] : []
  return (
    <Section title="Transfer project" description="Move this project to another of your organizations.">
      <FormField label="Target organization">
        <select
          value={target}
          onChange={(event) => {
            setTarget(event.target.value)
            setError(null)
          }}
          className="h-9 w-full max-w-sm rounded-md border border-border bg-background px-2 text-sm"
        >
          <option value="">Choose an organization</option>
          {targets.map((organization) => (
            <option key={organization.slug} value={organization.slug}>
              {organization.name}
            </option>
          ))}
        </select>
      </FormField>
      {target && preview.isPending && (
        <p role="status" className="text-sm text-muted">
          Checking what the transfer changes…
        </p>
      )}
      {preview.isError && (
        <div role="alert" className="flex items-center gap-3 text-sm text-destructive">
          Failed to check the transfer: {preview.error.message}
          <Button size="tiny" onClick={() => preview.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {preview.data && (
        <ul aria-label="What the transfer changes" className="flex list-disc flex-col gap-1 pl-5 text-sm">
          {messages.map((message) => (
            <li key={message.key} className={preview.data.errors.includes(message) ? 'text-destructive' : undefined}>
              {message.message}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div>
        <Button
          variant="primary"
          disabled={!preview.data?.valid}
          loading={transfer.isPending}
          onClick={() => transfer.mutate({ ref: project.ref, targetOrganizationSlug: target })}
        >
          Transfer project
        </Button>
      </div>
    </Section>
  )
}
