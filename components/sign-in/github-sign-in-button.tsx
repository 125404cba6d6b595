'use client'

import { useState } from 'react'

import { useConfig } from '@/lib/config/use-config'
import { Button } from '@/components/ui/button'
import { authErrorMessage } from '@/lib/auth/auth-errors'
import { generateOAuthState } from '@/lib/auth/code-host-oauth'
import { openCodeHostPopup } from './code-host-popup'
import { loadAuthClient } from '@/lib/auth/load-auth-client'
import { withBasePath } from '@/lib/routing/base-path'
import { toast } from '@/lib/ui/toast'

/**
 * GitHub sign-in in a 600×800 popup (SPEC §7): GoTrue builds the authorize URL, our own random
 * state rides on the callback URL and is verified there; when the popup closes we read the session
 * the callback page stored.
 */
export function GitHubSignInButton({ onSignedIn }: { onSignedIn: () => void }) {
  const { gotrueUrl, gotrueAnonKey } = useConfig()
  const [isWaiting, setIsWaiting] = useState(false)

  const handleClick = async () => {
    if (!gotrueUrl) return
    const authClient = await loadAuthClient(gotrueUrl, gotrueAnonKey)
    const state = generateOAuthState()
    const callback = new URL(withBasePath('/sign-in/callback'), window.location.origin)
    callback.searchParams.set('state', state)
    const { data, error } = await authClient.signInWithOAuth({
      provider: 'github',
      options: { redirectTo: callback.toString(), skipBrowserRedirect: true },
    })
    if (error || !data.url) {
      toast.error(authErrorMessage(error))
      return
    }
    setIsWaiting(true)
    openCodeHostPopup(data.url, state, async (outcome) => {
      setIsWaiting(false)
      if (outcome === 'blocked') {
        toast.error('Allow pop-ups for this site to sign in with GitHub')
        return
      }
      const { data: sessionData } = await authClient.getSession()
      if (sessionData.session) onSignedIn()
      else if (outcome === 'timeout') toast.error('Signing in with GitHub timed out. Please try again.')
    })
  }

  return (
    <Button type="button" variant="default" size="medium" loading={isWaiting} onClick={handleClick}>
      Continue with GitHub
    </Button>
  )
}
