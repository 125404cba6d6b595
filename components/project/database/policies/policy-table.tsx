'use client'

import { Button } from '@/components/ui/button'
import { DataTable } from '@/components/ui/data-table'
import type { PgPolicy } from '@/lib/api/types'

function Expression({ value }: { value: string | null }) {
  return value ? <code className="font-mono text-xs break-all">{value}</code> : <span className="text-muted">—</span>
}

/** Policies as rows: command, roles, USING and WITH CHECK, whether permissive, and the buttons to edit or delete one. */
export function PolicyTable({
  label,
  policies,
  onEdit,
  onDrop,
}: {
  label: string
  policies: readonly PgPolicy[]
  onEdit: (policy: PgPolicy) => void
  onDrop: (policy: PgPolicy) => void
}) {
  return (
    <DataTable<PgPolicy>
      label={label}
      rows={policies}
      getRowKey={(policy) => String(policy.id)}
      columns={[
        { header: 'Name', render: (policy) => policy.name },
        { header: 'Command', render: (policy) => policy.command },
        { header: 'Applied to', render: (policy) => policy.roles.join(', ') },
        { header: 'USING', render: (policy) => <Expression value={policy.definition} /> },
        { header: 'WITH CHECK', render: (policy) => <Expression value={policy.check} /> },
        { header: 'Behaviour', render: (policy) => (policy.action === 'PERMISSIVE' ? 'Permissive' : 'Restrictive') },
        {
          header: 'Actions',
          render: (policy) => (
            <div className="flex gap-2">
              <Button size="tiny" variant="outline" aria-label={`Edit policy ${policy.name}`} onClick={() => onEdit(policy)}>
                Edit
              </Button>
              <Button size="tiny" variant="outline" aria-label={`Delete policy ${policy.name}`} onClick={() => onDrop(policy)}>
                Delete
              </Button>
            </div>
          ),
        },
      ]}
    />
  )
}
