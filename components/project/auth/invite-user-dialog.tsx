'use client'

import { useState } from 'react'

import { Dialog, DialogBody, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { useUserInviteMutation } from '@/data/auth-users/user-invite-mutation'
import { emailError } from '@/lib/auth-users/user-rules'
import { toast } from '@/lib/ui/toast'

import { EmailField, UserFormFooter } from './user-form-parts'

/** Invite by e-mail: the auth server creates the user and sends the invitation link. */
export function InviteUserDialog({ projectRef, onClose }: { projectRef: string; onClose: () => void }) {
  const [email, setEmail] = useState('')
  const [isSubmitted, setIsSubmitted] = useState(false)
  const invite = useUserInviteMutation({
    onSuccess: () => {
      toast.success(`Sent an invitation to ${email.trim()}`)
      onClose()
    },
  })
  const problem = (isSubmitted ? emailError(email) : null) ?? invite.error?.message ?? null

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent size="medium">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            setIsSubmitted(true)
            invite.reset()
            if (!emailError(email)) invite.mutate({ projectRef, email: email.trim() })
          }}
        >
          <DialogHeader>
            <DialogTitle>Invite user</DialogTitle>
          </DialogHeader>
          <DialogBody>
            <EmailField value={email} onChange={setEmail} error={problem} />
          </DialogBody>
          <UserFormFooter onCancel={onClose} isPending={invite.isPending} label="Send invitation" pendingLabel="Sending…" />
        </form>
      </DialogContent>
    </Dialog>
  )
}
