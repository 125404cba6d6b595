'use client'

import { useState, type FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useOrganizationInvitationCreateMutation } from '@/data/organizations/organization-invitation-create-mutation'
import type { OrganizationRole } from '@/lib/api/types'
import { toast } from '@/lib/ui/toast'

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Invite by email with a role. A refused invitation keeps what was typed and says why. */
export function InviteMemberForm({ slug, orgRoles }: { slug: string; orgRoles: OrganizationRole[] }) {
  const defaultRole = orgRoles.find((role) => role.name === 'Developer') ?? orgRoles.at(-1)
  const [email, setEmail] = useState('')
  const [roleId, setRoleId] = useState<number | undefined>(defaultRole?.id)
  const [error, setError] = useState<string | null>(null)
  const invite = useOrganizationInvitationCreateMutation({
    onSuccess: (data) => {
      toast.success(`Invitation sent to ${data?.invited_email ?? email}`)
      setEmail('')
    },
    onError: (failure) => setError(`Failed to send the invitation: ${failure.message}`),
  })

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = email.trim()
    if (!EMAIL_PATTERN.test(trimmed)) {
      setError('Enter a valid email address')
      return
    }
    if (roleId === undefined) return
    setError(null)
    invite.mutate({ slug, email: trimmed, roleId })
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Invite a member" className="flex flex-wrap items-end gap-3">
      <FormField label="Email address" error={error} className="min-w-64 flex-1">
        <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="off" />
      </FormField>
      <FormField label="Role">
        <select
          value={roleId ?? ''}
          onChange={(event) => setRoleId(Number(event.target.value))}
          className="h-9 rounded-md border border-border bg-background px-2 text-sm"
        >
          {orgRoles.map((role) => (
            <option key={role.id} value={role.id}>
              {role.name}
            </option>
          ))}
        </select>
      </FormField>
      <Button type="submit" variant="primary" loading={invite.isPending} className="mb-px h-9">
        Invite
      </Button>
    </form>
  )
}
