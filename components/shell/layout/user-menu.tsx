'use client'

import { LogOut } from 'lucide-react'

import { useAuth } from '@/components/sign-in/auth-provider'
import { useSignOut } from '@/components/sign-in/use-sign-out'
import { useConfig } from '@/lib/config/use-config'
import { AppLink } from '@/components/ui/app-link'
import { Button } from '@/components/ui/button'

/**
 * The signed-in user's address, their account pages and sign-out; self-hosted dashboards have no
 * platform account (and unlocked ones no session to end).
 */
export function UserMenu() {
  const { isPlatform } = useConfig()
  const { session } = useAuth()
  const signOut = useSignOut()
  if (!isPlatform) return null
  return (
    <div className="flex items-center gap-2 text-xs">
      {session?.user.email && <span className="truncate text-muted max-lg:hidden">{session.user.email}</span>}
      <Button asChild variant="ghost" size="tiny">
        <AppLink href="/account/me">Account</AppLink>
      </Button>
      <Button variant="ghost" size="tiny" onClick={signOut} icon={<LogOut aria-hidden="true" className="size-3.5" />}>
        <span className="max-sm:sr-only">Sign out</span>
      </Button>
    </div>
  )
}
