'use client'

import { useState } from 'react'

import { Admonition } from '@/components/ui/admonition'
import { ConfirmationDialog } from '@/components/ui/confirmation-dialog'
import { Input } from '@/components/ui/input'
import { schemaChangeSql, useSchemaChangeMutation } from '@/data/sql/schema-change-mutation'
import type { PgTable } from '@/lib/api/types'
import { dropTableStatements, duplicateTableStatements, truncateTableStatements } from '@/lib/table-designer/table-sql'

import { SqlPreview } from './sql-preview'

export type TableAction = 'duplicate' | 'truncate' | 'drop'

export interface TableActionDialogProps {
  projectRef: string
  table: PgTable
  action: TableAction
  onClose: () => void
  onDone: (action: TableAction) => void
}

const TITLES: Record<TableAction, string> = { duplicate: 'Duplicate table', truncate: 'Truncate table', drop: 'Delete table' }

/** The other tables whose foreign keys point at this one: what CASCADE reaches. */
function referencingTables(table: PgTable): string[] {
  const names = table.relationships
    .filter((relation) => relation.target_table_schema === table.schema && relation.target_table_name === table.name)
    .filter((relation) => relation.source_schema !== table.schema || relation.source_table_name !== table.name)
    .map((relation) => `${relation.source_schema}.${relation.source_table_name}`)
  return [...new Set(names)]
}

/** Duplicate, truncate or delete a table: its options, the exact SQL, then one transaction. */
export default function TableActionDialog({ projectRef, table, action, onClose, onDone }: TableActionDialogProps) {
  const mutation = useSchemaChangeMutation({ projectRef })
  const [isCascade, setIsCascade] = useState(false)
  const [isDataCopied, setIsDataCopied] = useState(false)
  const [isIdentityRestarted, setIsIdentityRestarted] = useState(false)
  const [copyName, setCopyName] = useState(`${table.name}_copy`)
  const referencing = referencingTables(table)
  const columns = table.columns ?? []

  let statements: string[] = []
  let buildError: string | null = null
  try {
    if (action === 'drop') statements = dropTableStatements(table, isCascade)
    else if (action === 'truncate') statements = truncateTableStatements(table, { isCascade, isIdentityRestarted })
    else {
      statements = duplicateTableStatements(table, copyName, {
        isDataCopied,
        insertableColumns: columns.filter((column) => !column.is_generated).map((column) => column.name),
        identityColumns: columns.filter((column) => column.is_identity).map((column) => column.name),
      })
    }
  } catch (error) {
    buildError = (error as Error).message
  }

  const cascadeText =
    action === 'drop'
      ? `Also drop what depends on it: views using it${referencing.length ? ` and the foreign keys of ${referencing.join(', ')}` : ''}.`
      : `Also empty the tables whose foreign keys reference it${referencing.length ? `: ${referencing.join(', ')}` : ''}.`

  return (
    <ConfirmationDialog
      visible
      title={`${TITLES[action]} ${table.schema}.${table.name}`}
      variant={action === 'duplicate' ? 'success' : 'danger'}
      confirmLabel={action === 'duplicate' ? 'Duplicate' : action === 'truncate' ? 'Truncate' : 'Delete'}
      loading={mutation.isPending}
      isConfirmDisabled={buildError !== null}
      onCancel={onClose}
      onConfirm={() => mutation.mutate({ statements }, { onSuccess: () => onDone(action) })}
    >
      <div className="flex flex-col gap-3 text-sm">
        {action === 'duplicate' ? (
          <>
            <label className="flex flex-col gap-1">
              Name of the copy
              <Input value={copyName} onChange={(event) => setCopyName(event.target.value)} aria-invalid={buildError ? true : undefined} />
            </label>
            <label className="flex items-center gap-2">
              <input type="checkbox" checked={isDataCopied} onChange={(event) => setIsDataCopied(event.target.checked)} />
              Copy the rows too
            </label>
          </>
        ) : (
          <>
            <p>{action === 'drop' ? 'The table and all its rows are deleted. This cannot be undone.' : 'Every row of the table is deleted. This cannot be undone.'}</p>
            <label className="flex items-start gap-2">
              <input type="checkbox" className="mt-1" checked={isCascade} onChange={(event) => setIsCascade(event.target.checked)} />
              <span>
                CASCADE <span className="text-muted">{cascadeText}</span>
              </span>
            </label>
            {action === 'truncate' && (
              <label className="flex items-center gap-2">
                <input type="checkbox" checked={isIdentityRestarted} onChange={(event) => setIsIdentityRestarted(event.target.checked)} />
                Restart identity sequences
              </label>
            )}
          </>
        )}
        {buildError && <p role="alert" className="text-xs text-destructive">{buildError}</p>}
        {mutation.error && (
          <Admonition type="danger" title="Nothing was changed">
            {mutation.error.message}
          </Admonition>
        )}
        {!buildError && <SqlPreview sql={schemaChangeSql(statements)} />}
      </div>
    </ConfirmationDialog>
  )
}
