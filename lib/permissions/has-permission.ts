/** The platform's permission entry shape (GET /platform/profile/permissions). */
export interface PermissionEntry {
  organization_slug: string
  actions: string[]
  resources: string[]
  project_refs?: string[] | null
  restrictive?: boolean | null
  condition?: unknown
}

/** `%` is the platform's wildcard: "billing:%" matches "billing:all", "%" matches anything. */
function matches(pattern: string, value: string): boolean {
  if (pattern === '%') return true
  if (!pattern.includes('%')) return pattern === value
  const escaped = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '.*')
  return new RegExp(`^${escaped}$`).test(value)
}

/**
 * Whether the user holds `action` on `resource` in an organization (optionally a project):
 * some non-restrictive entry grants it and no restrictive entry takes it away.
 */
export function hasPermission(
  permissions: PermissionEntry[] | undefined,
  { organizationSlug, action, resource = '%', projectRef }: {
    organizationSlug: string
    action: string
    resource?: string
    projectRef?: string
  }
): boolean {
  if (!permissions) return false
  const applicable = permissions.filter(
    (entry) =>
      entry.organization_slug === organizationSlug &&
      entry.actions.some((pattern) => matches(pattern, action)) &&
      entry.resources.some((pattern) => resource === '%' || matches(pattern, resource)) &&
      (!entry.project_refs || !projectRef || entry.project_refs.includes(projectRef))
  )
  return applicable.some((entry) => !entry.restrictive) && !applicable.some((entry) => entry.restrictive)
}
