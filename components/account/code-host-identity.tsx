'use client'

import type { User } from '@supabase/supabase-js'

import { CODE_HOST, CODE_HOST_LABEL } from '@/lib/constants'

/** The linked code-host account (avatar and name from the auth user's identities), if any. */
export function CodeHostIdentity({ user }: { user: User | undefined }) {
  const identity = user?.identities?.find((candidate) => candidate.provider === CODE_HOST)
  if (!identity) return <p className="text-sm text-muted">{`No ${CODE_HOST_LABEL} account is linked.`}</p>
  const data = identity.identity_data ?? {}
  const name = String(data.user_name ?? data.preferred_username ?? data.full_name ?? data.name ?? '')
  const avatar = typeof data.avatar_url === 'string' ? data.avatar_url : null
  return (
    <div className="flex items-center gap-3 text-sm">
      {/* A remote avatar at its own size; next/image would need the host configured for nothing gained. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      {avatar && <img src={avatar} alt="" width={32} height={32} className="size-8 rounded-full" />}
      <span>
        {`${CODE_HOST_LABEL}: `}
        <span className="font-medium">{name || 'linked'}</span>
      </span>
    </div>
  )
}
