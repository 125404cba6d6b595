import { useMutation, useQueryClient } from '@tanstack/react-query'

import { platform } from '@/lib/api/client'
import { handleError } from '@/lib/api/handle-error'
import type { UseCustomMutationOptions } from '@/lib/api/react-query-types'
import { markOrganizationDeparted } from '@/lib/organizations/departed-organizations'
import type { ResponseError } from '@/lib/api/response-error'

import { organizationKeys } from './keys'

/** Deletes an organization (the platform refuses while it still has projects). */
export interface OrganizationDeleteVariables {
  slug: string
}
export type OrganizationDeleteError = ResponseError

export async function deleteOrganization({ slug }: OrganizationDeleteVariables): Promise<void> {
  if (!slug) throw new Error('Organization slug is required')
  const { error } = await platform.DELETE('/platform/organizations/{slug}', { params: { path: { slug } } })
  if (error) handleError(error)
}

export function useOrganizationDeleteMutation({
  onSuccess,
  ...options
}: UseCustomMutationOptions<void, OrganizationDeleteError, OrganizationDeleteVariables> = {}) {
  const queryClient = useQueryClient()
  return useMutation<void, OrganizationDeleteError, OrganizationDeleteVariables>({
    mutationFn: deleteOrganization,
    async onSuccess(data, variables, onMutateResult, context) {
      markOrganizationDeparted(variables.slug)
      queryClient.removeQueries({ queryKey: organizationKeys.detail(variables.slug) })
      await queryClient.invalidateQueries({ queryKey: organizationKeys.list(), exact: true })
      await onSuccess?.(data, variables, onMutateResult, context)
    },
    ...options,
  })
}
