'use client'

import { SqlConfirmDialog } from '@/components/project/database/objects/sql-confirm-dialog'
import { useWebhookChangeMutation } from '@/data/webhooks/webhook-change-mutation'
import type { TriggerRow } from '@/lib/database-hooks/triggers-sql'
import { buildDropWebhookStatements, existingWebhook } from '@/lib/database-hooks/webhook-sql'
import { inTransaction } from '@/lib/sql/transaction'
import { toast } from '@/lib/ui/toast'

/** Drops a webhook's trigger (and the function generated for it) after showing the SQL. */
export function DeleteWebhookDialog({ projectRef, trigger, onClose }: { projectRef: string; trigger: TriggerRow; onClose: () => void }) {
  const sql = inTransaction(buildDropWebhookStatements(existingWebhook(trigger)))
  const mutation = useWebhookChangeMutation({
    onSuccess: () => {
      toast.success(`Webhook ${trigger.name} deleted`)
      onClose()
    },
  })
  return (
    <SqlConfirmDialog
      title={`Delete webhook ${trigger.name}`}
      description={`Changes to ${trigger.schema}.${trigger.table} stop being sent.`}
      sql={sql}
      confirmLabel="Delete webhook"
      variant="danger"
      isRunning={mutation.isPending}
      error={mutation.error}
      onConfirm={() => mutation.mutate({ projectRef, sql })}
      onCancel={onClose}
    />
  )
}
