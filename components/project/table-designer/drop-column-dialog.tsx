'use client'

import { useState } from 'react'

import { SqlReviewDialog } from '@/components/project/database/objects/sql-review-dialog'
import { QueryFailure } from '@/components/ui/query-failure'
import { Spinner } from '@/components/ui/spinner'
import { useColumnDependentsQuery } from '@/data/columns/column-dependents-query'
import { projectKeys } from '@/data/projects/keys'
import { useReviewedSql } from '@/data/sql/use-reviewed-sql'
import type { PgTable } from '@/lib/api/types'
import { describeDependents } from '@/lib/table-designer/column-dependents'
import { dropColumnStatements } from '@/lib/table-designer/column-sql'
import { toast } from '@/lib/ui/toast'

export interface DropColumnDialogProps {
  projectRef: string
  table: PgTable
  column: string
  onClose: () => void
}

/**
 * Drop column from the grid's header: what goes with it always (the table's indexes and constraints
 * on it) and, with CASCADE, what else (views, policies, other tables' foreign keys), then the SQL.
 */
export default function DropColumnDialog({ projectRef, table, column, onClose }: DropColumnDialogProps) {
  const [isCascade, setIsCascade] = useState(false)
  const dependents = useColumnDependentsQuery({ projectRef, schema: table.schema, table: table.name, column })
  const review = useReviewedSql({
    projectRef,
    statements: dropColumnStatements(table, column, isCascade),
    invalidates: [projectKeys.database(projectRef)],
    label: 'table-designer',
    onSuccess: () => {
      toast.success(`Column ${column} dropped`)
      onClose()
    },
  })
  const always = describeDependents(dependents.data ?? [], false)
  const withCascade = describeDependents(dependents.data ?? [], true)

  return (
    <SqlReviewDialog
      review={review}
      title={`Drop column ${column} of ${table.schema}.${table.name}`}
      variant="danger"
      confirmLabel="Drop column"
      onCancel={onClose}
      description="The column and all its values are deleted. This cannot be undone."
    >
      <div className="flex flex-col gap-3 text-sm">
        {dependents.isPending && (
          <p className="flex items-center gap-2 text-muted">
            <Spinner /> Looking up what depends on the column…
          </p>
        )}
        <QueryFailure query={dependents} what="what depends on the column" />
        {always && <p>Dropped with it: {always}.</p>}
        <label className="flex items-start gap-2">
          <input type="checkbox" className="mt-1" checked={isCascade} onChange={(event) => setIsCascade(event.target.checked)} />
          <span>
            CASCADE{' '}
            <span className="text-muted">
              {withCascade
                ? `Also drop what depends on it: ${withCascade}.`
                : dependents.isSuccess
                  ? 'Nothing outside the table depends on the column.'
                  : 'Also drop the views, policies and foreign keys that depend on it.'}
            </span>
          </span>
        </label>
      </div>
    </SqlReviewDialog>
  )
}
