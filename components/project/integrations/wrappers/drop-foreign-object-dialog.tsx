'use client'

import { SqlConfirmDialog } from '@/components/project/database/objects/sql-confirm-dialog'
import { useWrapperChangeMutation } from '@/data/wrappers/wrapper-change-mutation'
import { inTransaction } from '@/lib/sql/transaction'
import { toast } from '@/lib/ui/toast'
import { buildDropForeignServerSql, buildDropForeignTableSql } from '@/lib/wrappers/wrapper-ddl'

export type ForeignObject = { kind: 'server'; name: string } | { kind: 'table'; schema: string; name: string }

/**
 * Drops a foreign server or table. A server that still has foreign tables is refused by Postgres
 * ("other objects depend on it"), and that message stays in the dialog: drop the tables first.
 */
export function DropForeignObjectDialog({ projectRef, target, onClose }: { projectRef: string; target: ForeignObject; onClose: () => void }) {
  const label = target.kind === 'server' ? `server ${target.name}` : `foreign table ${target.schema}.${target.name}`
  const sql = inTransaction(target.kind === 'server' ? buildDropForeignServerSql(target.name) : buildDropForeignTableSql(target.schema, target.name))
  const mutation = useWrapperChangeMutation({
    onSuccess: () => {
      toast.success(`Dropped ${label}`)
      onClose()
    },
  })
  return (
    <SqlConfirmDialog
      title={`Drop ${label}`}
      description={
        target.kind === 'server'
          ? 'The server and its options are removed. Drop its foreign tables first.'
          : 'Only the foreign table goes; the data it reads stays where it is.'
      }
      sql={sql}
      confirmLabel="Drop"
      variant="danger"
      isRunning={mutation.isPending}
      error={mutation.error}
      onConfirm={() => mutation.mutate({ projectRef, sql })}
      onCancel={onClose}
    />
  )
}
