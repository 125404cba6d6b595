import type { OrganizationRole, Schemas } from '@/lib/api/types'

function RoleGroup({ title, roles, emptyText }: { title: string; roles: OrganizationRole[]; emptyText: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <h3 className="text-sm font-medium">{title}</h3>
      {roles.length === 0 ? (
        <p className="text-sm text-muted">{emptyText}</p>
      ) : (
        <ul aria-label={title} className="flex flex-col gap-1 text-sm">
          {roles.map((role) => (
            <li key={role.id}>
              {role.name}
              {role.description && <span className="text-muted">{` — ${role.description}`}</span>}
              {role.project_ids && role.project_ids.length > 0 && (
                <span className="text-muted">{` (${role.project_ids.length} project${role.project_ids.length === 1 ? '' : 's'})`}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** The roles members can hold: across the organization, or limited to some projects. */
export function RolesList({ roles }: { roles: Schemas['OrganizationRolesResponse'] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <RoleGroup title="Organization roles" roles={roles.org_scoped_roles} emptyText="No organization roles" />
      <RoleGroup title="Project-scoped roles" roles={roles.project_scoped_roles} emptyText="No project-scoped roles" />
    </div>
  )
}
