'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useUserInviteMutation } from '@/data/auth-users/user-invite-mutation'
import { emailError } from '@/lib/auth-users/user-rules'
import { toast } from '@/lib/ui/toast'

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
            <FormField label="E-mail address" error={problem}>
              <Input type="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} />
            </FormField>
          </DialogBody>
          <DialogFooter>
            <Button type="button" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" disabled={invite.isPending}>
              {invite.isPending ? 'Sending…' : 'Send invitation'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
