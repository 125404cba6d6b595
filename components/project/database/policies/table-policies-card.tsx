'use client'

import { Admonition } from '@/components/ui/admonition'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import type { PgPolicy, PgTable } from '@/lib/api/types'
import { isExposedWithoutRls, RLS_OFF_WARNING } from '@/lib/policies/rls-warning'

import { PolicyTable } from './policy-table'

/** One table: its RLS state, the buttons that change it, and its policies. */
export function TablePoliciesCard({
  table,
  policies,
  onCreate,
  onEdit,
  onDrop,
  onRlsChange,
  onTest,
}: {
  table: PgTable
  policies: readonly PgPolicy[]
  onCreate: () => void
  onEdit: (policy: PgPolicy) => void
  onDrop: (policy: PgPolicy) => void
  onRlsChange: (change: 'enable' | 'disable' | 'force' | 'no force') => void
  onTest: () => void
}) {
  const isForced = Boolean(table.rls_forced)
  return (
    <section aria-label={`Table ${table.name}`} className="flex flex-col gap-3 rounded-md border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-mono text-sm font-medium">{table.name}</h2>
          <Badge variant={table.rls_enabled ? 'default' : 'outline'}>{table.rls_enabled ? 'RLS enabled' : 'RLS disabled'}</Badge>
          {isForced && <Badge variant="outline">RLS forced</Badge>}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="tiny" variant="outline" onClick={() => onRlsChange(table.rls_enabled ? 'disable' : 'enable')}>
            {table.rls_enabled ? 'Disable RLS' : 'Enable RLS'}
          </Button>
          <Button size="tiny" variant="outline" onClick={() => onRlsChange(isForced ? 'no force' : 'force')}>
            {isForced ? 'Stop forcing RLS' : 'Force RLS'}
          </Button>
          <Button size="tiny" variant="outline" onClick={onTest}>
            Test policies
          </Button>
          <Button size="tiny" variant="primary" onClick={onCreate}>
            Create policy
          </Button>
        </div>
      </div>
      {isExposedWithoutRls(table.schema, table.rls_enabled) && <Admonition type="warning">{RLS_OFF_WARNING}</Admonition>}
      {policies.length === 0 ? (
        <p className="text-sm text-muted">
          {table.rls_enabled
            ? 'No policies yet: with RLS enabled and no policy, only the owner and roles that bypass RLS can reach its rows.'
            : 'No policies yet.'}
        </p>
      ) : (
        <PolicyTable label={`Policies on ${table.name}`} policies={policies} onEdit={onEdit} onDrop={onDrop} />
      )}
    </section>
  )
}
