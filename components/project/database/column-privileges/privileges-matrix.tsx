'use client'

import { DataTable } from '@/components/ui/data-table'
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
    <DataTable
      label={`Column privileges of ${role}`}
      columns={[
        { header: 'Column', isRowHeader: true, className: 'font-mono text-xs', headerClassName: 'font-sans', render: (column: string) => column },
        ...COLUMN_PRIVILEGES.map((privilege) => ({
          header: privilege,
          className: 'text-center',
          render: (column: string) => {
            const state = privilegeState(data, role, column, privilege)
            const isPending = pendingKey === `${column}:${privilege}`
            return (
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
            )
          },
        })),
      ]}
      rows={data.columns}
      getRowKey={(column) => column}
      rowClassName="align-middle"
    />
  )
}
