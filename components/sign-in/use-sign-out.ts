'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { useCallback } from 'react'

import { clearLocalAuthState } from '@/stores/browser-storage'

import { useAuth } from './auth-provider'

/**
 * SPEC §4 "Sign-out": signs out of auth, clears local auth state, the stored AI assistant data and
 * all cached server data, then goes to /sign-in.
 */
export function useSignOut() {
  const { authClient } = useAuth()
  const queryClient = useQueryClient()
  const router = useRouter()

  return useCallback(async () => {
    try {
      await authClient?.signOut()
    } catch (error) {
      // A failed server call must not keep the user signed in locally.
      console.error('Sign-out request failed', error)
    }
    clearLocalAuthState()
    try {
      // Loaded on demand: the assistant's store (idb, chat state) stays off pages without a project.
      await (await import('@/stores/ai-assistant-store')).clearAiAssistantStorage()
    } catch (error) {
      // Offline or a new deploy: the sign-out itself must still finish.
      console.error('Could not clear the AI assistant data', error)
    }
    queryClient.clear()
    router.replace('/sign-in')
  }, [authClient, queryClient, router])
}
