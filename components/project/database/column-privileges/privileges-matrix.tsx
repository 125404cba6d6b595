'use client'

import { COLUMN_PRIVILEGES, privilegeState, type ColumnPrivilege, type ColumnPrivilegesData, type PrivilegeState } from '@/lib/column-privileges/privileges-sql'

const STATE_NOTES: Record<PrivilegeState, string> = {
  table: 'Granted on the whole table',
  column: 'Granted on this column',
  public: 'Granted to every role through PUBLIC',
  none: 'Not granted',
}

/** Columns down, privileges across: a checkbox per privilege showing and changing what `role` holds. */
export function PrivilegesMatrix({
  data,
  role,
  pendingKey,
  onToggle,
}: {
  data: ColumnPrivilegesData
  role: string
  /** `${column}:${privilege}` of the change being applied, if any. */
  pendingKey: string | null
  onToggle: (column: string, privilege: ColumnPrivilege, state: PrivilegeState) => void
}) {
  return (
    <div className="overflow-x-auto rounded-md border border-border">
      <table aria-label={`Column privileges of ${role}`} className="w-full text-left text-sm">
        <thead className="bg-surface text-xs text-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Column
            </th>
            {COLUMN_PRIVILEGES.map((privilege) => (
              <th key={privilege} scope="col" className="px-3 py-2 text-center font-medium">
                {privilege}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.columns.map((column) => (
            <tr key={column} className="border-t border-border">
              <th scope="row" className="px-3 py-2 font-mono text-xs font-normal">
                {column}
              </th>
              {COLUMN_PRIVILEGES.map((privilege) => {
                const state = privilegeState(data, role, column, privilege)
                const isPending = pendingKey === `${column}:${privilege}`
                return (
                  <td key={privilege} className="px-3 py-2 text-center">
                    <input
                      type="checkbox"
                      aria-label={`${privilege} on ${column}`}
                      title={STATE_NOTES[state]}
                      checked={state !== 'none'}
                      disabled={state === 'public' || pendingKey !== null}
                      aria-busy={isPending || undefined}
                      onChange={() => onToggle(column, privilege, state)}
                      className="size-4 accent-brand"
                    />
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
