import { useMutation } from '@tanstack/react-query'

import { dashboardFetch } from '@/lib/api/dashboard-client'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'

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

export async function signInToDashboard(variables: DashboardSignInVariables, signal?: AbortSignal): Promise<DashboardSignInData> {
  const { response, body } = await dashboardFetch('POST /api/auth/sign-in', { body: variables, signal })
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
