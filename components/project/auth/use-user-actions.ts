'use client'

import { useUserBanMutation } from '@/data/auth-users/user-ban-mutation'
import { useUserDeleteMutation } from '@/data/auth-users/user-delete-mutation'
import { useUserFactorsDeleteMutation } from '@/data/auth-users/user-factors-delete-mutation'
import { useUserMagicLinkMutation } from '@/data/auth-users/user-magic-link-mutation'
import { useUserOtpMutation } from '@/data/auth-users/user-otp-mutation'
import { useUserRecoveryMutation } from '@/data/auth-users/user-recovery-mutation'
import type { UserDetail } from '@/data/auth-users/user-detail-query'
import { toast } from '@/lib/ui/toast'

/** The user panel's actions, each ending in a toast with its result. */
export function useUserActions({ projectRef, user, label, onDone, onDeleted }: { projectRef: string; user: UserDetail; label: string; onDone: () => void; onDeleted: () => void }) {
  const failed = (what: string) => (error: Error) => toast.error(`Failed to ${what}: ${error.message}`)
  const recovery = useUserRecoveryMutation({ onSuccess: () => toast.success(`Sent a password recovery e-mail to ${label}`), onError: failed('send the recovery e-mail') })
  const magicLink = useUserMagicLinkMutation({ onSuccess: () => toast.success(`Sent a magic link to ${label}`), onError: failed('send the magic link') })
  const otp = useUserOtpMutation({ onSuccess: () => toast.success(`Sent a one-time password to ${user.phone ?? label}`), onError: failed('send the one-time password') })
  const ban = useUserBanMutation({
    onSuccess: (_data, variables) => {
      toast.success(variables.hours === 'none' ? `${label} is no longer banned` : `Banned ${label} for ${variables.hours} hours`)
      onDone()
    },
    onError: (error, variables) => {
      if (variables.hours === 'none') toast.error(`Failed to unban the user: ${error.message}`)
    },
  })
  const removeFactors = useUserFactorsDeleteMutation({
    onSuccess: () => {
      toast.success(`Removed the MFA factors of ${label}`)
      onDone()
    },
    onError: failed('remove the MFA factors'),
  })
  const remove = useUserDeleteMutation({
    onSuccess: () => {
      toast.success(`Deleted ${label}`)
      onDone()
      onDeleted()
    },
    onError: failed('delete the user'),
  })
  return {
    ban,
    remove,
    removeFactors,
    isBusy: recovery.isPending || magicLink.isPending || otp.isPending,
    sendRecovery: () => recovery.mutate({ projectRef, email: user.email ?? '' }),
    sendMagicLink: () => magicLink.mutate({ projectRef, email: user.email ?? '' }),
    sendOtp: () => otp.mutate({ projectRef, phone: user.phone, email: user.email }),
    banFor: (hours: number) => ban.mutate({ projectRef, userId: user.id, hours }),
    unban: () => ban.mutate({ projectRef, userId: user.id, hours: 'none' }),
    confirmRemoveFactors: () => removeFactors.mutate({ projectRef, userId: user.id }),
    confirmDelete: () => remove.mutate({ projectRef, userId: user.id }),
  }
}
