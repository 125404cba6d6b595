import { useMutation } from '@tanstack/react-query'

import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import { withBasePath } from '@/lib/routing/base-path'

/**
 * Self-hosted dashboard login (DASHBOARD_USERNAME / DASHBOARD_PASSWORD). Not part of the platform
 * API: the app's own route sets an HttpOnly session cookie, so the browser never sees a token.
 */
export interface DashboardSignInVariables {
  username: string
  password: string
}
export interface DashboardSignInData {
  username: string
}
export type DashboardSignInError = Error

// Served by app/api/auth/sign-in under the app's base path.
export const DASHBOARD_SIGN_IN_URL = withBasePath('/api/auth/sign-in')

export async function signInToDashboard(variables: DashboardSignInVariables, signal?: AbortSignal): Promise<DashboardSignInData> {
  let response: Response
  try {
    // Absolute against the page's origin: the same URL the browser would resolve, and valid for Node's fetch.
    const url = typeof window === 'undefined' ? DASHBOARD_SIGN_IN_URL : new URL(DASHBOARD_SIGN_IN_URL, window.location.origin)
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(variables),
      credentials: 'same-origin',
      signal,
    })
  } catch {
    throw new Error('Unable to reach the server. Please check your network or try again later.')
  }
  const body = (await response.json().catch(() => null)) as { message?: unknown; username?: unknown } | null
  if (!response.ok) {
    throw new Error(typeof body?.message === 'string' && body.message ? body.message : `Sign-in failed (${response.status})`)
  }
  return { username: typeof body?.username === 'string' ? body.username : variables.username }
}

export function useDashboardSignInMutation(
  options: UseCustomMutationOptions<DashboardSignInData, DashboardSignInError, DashboardSignInVariables> = {}
) {
  return useMutation<DashboardSignInData, DashboardSignInError, DashboardSignInVariables>({
    mutationFn: (variables) => signInToDashboard(variables),
    ...options,
  })
}
