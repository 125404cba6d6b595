import { useMutation } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import type { ResponseError } from '@/lib/api/response-error'
import type { Schemas } from '@/lib/api/types'

import { realtimeKeys } from './keys'
import type { RealtimeConfigData } from './realtime-config-query'

export interface RealtimeConfigUpdateVariables {
  projectRef: string
  changes: Schemas['UpdateRealtimeConfigBody']
}
export type RealtimeConfigUpdateError = ResponseError

export async function updateRealtimeConfig({ projectRef, changes }: RealtimeConfigUpdateVariables): Promise<RealtimeConfigData> {
  const { data, error } = await platform.PATCH('/platform/projects/{ref}/config/realtime', { params: { path: { ref: projectRef } }, body: changes })
  if (error) handleError(error)
  return data
}

export function useRealtimeConfigUpdateMutation(
  options: UseCustomMutationOptions<RealtimeConfigData, RealtimeConfigUpdateError, RealtimeConfigUpdateVariables> = {}
) {
  return useMutation<RealtimeConfigData, RealtimeConfigUpdateError, RealtimeConfigUpdateVariables>({
    mutationFn: updateRealtimeConfig,
    meta: { invalidates: (variables: RealtimeConfigUpdateVariables) => [realtimeKeys.config(variables.projectRef)] },
    ...options,
  })
}
