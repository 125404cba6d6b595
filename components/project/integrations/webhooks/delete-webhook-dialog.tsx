'use client'

import { SqlReviewDialog } from '@/components/project/database/objects/sql-review-dialog'
import type { TriggerRow } from '@/lib/database-hooks/triggers-sql'
import { buildDropWebhookStatements, existingWebhook } from '@/lib/database-hooks/webhook-sql'
import { toast } from '@/lib/ui/toast'
import { useReviewedSql } from '@/data/sql/use-reviewed-sql'
import { triggerKeys } from '@/data/triggers/keys'

/** Drops a webhook's trigger (and the function generated for it) after showing the SQL. */
export function DeleteWebhookDialog({ projectRef, trigger, onClose }: { projectRef: string; trigger: TriggerRow; onClose: () => void }) {
  const review = useReviewedSql({
    projectRef,
    statements: buildDropWebhookStatements(existingWebhook(trigger)),
    invalidates: [triggerKeys.all(projectRef)],
    onSuccess: () => {
      toast.success(`Webhook ${trigger.name} deleted`)
      onClose()
    },
  })
  return (
    <SqlReviewDialog
      review={review}
      title={`Delete webhook ${trigger.name}`}
      description={`Changes to ${trigger.schema}.${trigger.table} stop being sent.`}
      confirmLabel="Delete webhook"
      variant="danger"
      onCancel={onClose}
    />
  )
}
