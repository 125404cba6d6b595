'use client'

import { useId } from 'react'

/** Which roles a policy applies to: none ticked means every role (PUBLIC). */
export function PolicyRolesField({
  roles,
  selected,
  onChange,
}: {
  roles: readonly string[]
  selected: readonly string[]
  onChange: (roles: string[]) => void
}) {
  const legendId = useId()
  const named = selected.filter((role) => role.toLowerCase() !== 'public')
  const toggle = (role: string, isChecked: boolean) =>
    onChange(isChecked ? [...named, role] : named.filter((candidate) => candidate !== role))
  return (
    <fieldset aria-labelledby={legendId} className="flex flex-col gap-1.5">
      <span id={legendId} className="text-sm font-medium text-foreground">
        Target roles
      </span>
      <div className="flex max-h-32 flex-wrap gap-x-4 gap-y-1 overflow-y-auto rounded-md border border-border p-2">
        {roles.map((role) => (
          <label key={role} className="flex items-center gap-1.5 text-sm">
            <input type="checkbox" checked={named.includes(role)} onChange={(event) => toggle(role, event.target.checked)} />
            {role}
          </label>
        ))}
        {roles.length === 0 && <span className="text-xs text-muted">No roles to choose from.</span>}
      </div>
      <p className="text-xs text-muted">{named.length === 0 ? 'Applies to every role (public).' : `Applies to ${named.join(', ')}.`}</p>
    </fieldset>
  )
}
