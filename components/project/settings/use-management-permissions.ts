'use client'

import { useConfig } from '@/lib/config/use-config'
import { usePermissionsQuery } from '@/data/profile/permissions-query'
import {
  ALL_MANAGEMENT_PERMISSIONS,
  managementPermissions,
  type ManagementPermissions,
} from '@/lib/permissions/management-permissions'

/**
 * The management controls the user may see in an organization. These pages sit behind the sign-in
 * gate, so the user is signed in. Until permissions have loaded every control stays hidden, so
 * nobody is shown a button the platform would refuse.
 */
export function useManagementPermissions(organizationSlug: string | undefined): ManagementPermissions & { isLoading: boolean } {
  const { isPlatform } = useConfig()
  const permissions = usePermissionsQuery({ isPlatform, isSignedIn: true })
  if (!isPlatform) return { ...ALL_MANAGEMENT_PERMISSIONS, isLoading: false }
  return { ...managementPermissions(permissions.data, organizationSlug ?? ''), isLoading: permissions.isPending }
}
