'use client'

import { SqlReviewDialog } from '@/components/project/database/objects/sql-review-dialog'
import { toast } from '@/lib/ui/toast'
import { buildDropForeignServerSql, buildDropForeignTableSql } from '@/lib/wrappers/wrapper-ddl'
import { useReviewedSql } from '@/data/sql/use-reviewed-sql'
import { wrapperKeys } from '@/data/wrappers/keys'

export type ForeignObject = { kind: 'server'; name: string } | { kind: 'table'; schema: string; name: string }

/**
 * Drops a foreign server or table. A server that still has foreign tables is refused by Postgres
 * ("other objects depend on it"), and that message stays in the dialog: drop the tables first.
 */
export function DropForeignObjectDialog({ projectRef, target, onClose }: { projectRef: string; target: ForeignObject; onClose: () => void }) {
  const label = target.kind === 'server' ? `server ${target.name}` : `foreign table ${target.schema}.${target.name}`
  const review = useReviewedSql({
    projectRef,
    statements: target.kind === 'server' ? buildDropForeignServerSql(target.name) : buildDropForeignTableSql(target.schema, target.name),
    invalidates: [wrapperKeys.foreignData(projectRef)],
    onSuccess: () => {
      toast.success(`Dropped ${label}`)
      onClose()
    },
  })
  return (
    <SqlReviewDialog
      review={review}
      title={`Drop ${label}`}
      description={
        target.kind === 'server'
          ? 'The server and its options are removed. Drop its foreign tables first.'
          : 'Only the foreign table goes; the data it reads stays where it is.'
      }
      confirmLabel="Drop"
      variant="danger"
      onCancel={onClose}
    />
  )
}
