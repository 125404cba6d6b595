'use client'

import { useState, type ReactNode } from 'react'

import { ExtensionNotice } from '@/components/project/database/extension-notice/extension-notice'
import { useExtensionStatus } from '@/components/project/database/extension-notice/use-extension-status'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { DataTable } from '@/components/ui/data-table'
import { lazyComponent } from '@/components/ui/lazy-component'
import { PageShell } from '@/components/ui/page-shell'
import { QueryFailure } from '@/components/ui/query-failure'
import { QueryState } from '@/components/ui/query-state'
import { useTriggersQuery } from '@/data/triggers/triggers-query'
import { useWebhookBackendQuery } from '@/data/webhooks/webhook-backend-query'
import { describeTriggerType, isUserTrigger, webhookTarget, type TriggerRow } from '@/lib/database-hooks/triggers-sql'
import { existingWebhook, webhookDraftFrom } from '@/lib/database-hooks/webhook-sql'

import type { WebhookEdit } from './webhook-dialog'

// The forms load when opened, not with the list.
const WebhookDialog = lazyComponent(() => import('./webhook-dialog').then((module) => module.WebhookDialog))
const DeleteWebhookDialog = lazyComponent(() => import('./delete-webhook-dialog').then((module) => module.DeleteWebhookDialog))

export const WEBHOOKS_PURPOSE = 'Database webhooks send an HTTP request when rows change, through the pg_net extension.'

function TriggerTable({
  label,
  triggers,
  actions,
}: {
  label: string
  triggers: readonly TriggerRow[]
  actions?: (trigger: TriggerRow) => ReactNode
}) {
  return (
    <DataTable<TriggerRow>
      label={label}
      rows={triggers}
      getRowKey={(trigger) => String(trigger.id)}
      columns={[
        { header: 'Name', render: (trigger) => trigger.name },
        { header: 'Table', render: (trigger) => `${trigger.schema}.${trigger.table}` },
        {
          header: 'Events',
          render: (trigger) => {
            const type = describeTriggerType(Number(trigger.type))
            return `${type.timing} ${type.events.join(' or ')} (for each ${type.orientation.toLowerCase()})`
          },
        },
        {
          header: 'Calls',
          render: (trigger) => {
            const target = webhookTarget(trigger)
            if (target) return <code className="font-mono text-xs break-all">{`${target.method} ${target.url}`}</code>
            return <code className="font-mono text-xs">{`${trigger.function_schema}.${trigger.function_name}()`}</code>
          },
        },
        {
          header: 'Status',
          render: (trigger) => (
            <Badge variant={trigger.enabled === 'D' ? 'outline' : 'default'}>{trigger.enabled === 'D' ? 'Disabled' : 'Enabled'}</Badge>
          ),
        },
        ...(actions ? [{ header: 'Actions', render: actions }] : []),
      ]}
    />
  )
}

const userTriggers = (rows: TriggerRow[]) => rows.filter(isUserTrigger)

/**
 * /project/{ref}/database/hooks: webhooks are triggers that call supabase_functions.http_request or
 * pg_net. They are listed from the database with the other triggers, and made here when either exists.
 */
export function DatabaseHooksPage({ projectRef }: { projectRef: string }) {
  const extension = useExtensionStatus(projectRef, ['pg_net'])
  // The same read as the Triggers page (one request, one key): this page shows the triggers on the user's tables.
  const triggers = useTriggersQuery(extension.variables, { select: userTriggers })
  const backend = useWebhookBackendQuery(extension.variables)
  const { availability } = extension.status.pg_net
  const [editing, setEditing] = useState<{ edit: WebhookEdit | null } | null>(null)
  const [deleting, setDeleting] = useState<TriggerRow | null>(null)

  const startEdit = (trigger: TriggerRow) => {
    const draft = webhookDraftFrom(trigger, describeTriggerType(Number(trigger.type)).events)
    if (draft) setEditing({ edit: { draft, previous: existingWebhook(trigger) } })
  }

  const renderBody = () => {
    return (
      <QueryState query={triggers} what="triggers" loadingLabel="Loading database hooks…">
        {(triggerRows) => (
          <QueryState query={backend} what="webhook support" loadingLabel="Loading database hooks…">
            {(support) => {
              const webhooks = triggerRows.filter((trigger) => trigger.is_webhook)
              const others = triggerRows.filter((trigger) => !trigger.is_webhook)
              const canEdit = support !== null
              return (
                <div className="flex flex-col gap-6">
                  {/* Without the extension list, whether pg_net is installed is unknown: say so rather than guess. */}
                  <QueryFailure query={extension} what="extensions" />
                  {!canEdit && !extension.isLoading && !extension.error && availability !== 'installed' && (
                    <ExtensionNotice projectRef={projectRef} extension="pg_net" availability={availability} purpose={WEBHOOKS_PURPOSE} />
                  )}
                  <section className="flex flex-col gap-2">
                    <h2 className="text-base font-medium">Webhooks</h2>
                    {webhooks.length === 0 ? (
                      <p className="text-sm text-muted">No webhooks: no trigger in this database sends HTTP requests.</p>
                    ) : (
                      <TriggerTable
                        label="Webhooks"
                        triggers={webhooks}
                        actions={(trigger) => (
                          <div role="group" aria-label={`Actions for ${trigger.name}`} className="flex gap-1">
                            {canEdit && webhookDraftFrom(trigger, []) && (
                              <Button size="tiny" onClick={() => startEdit(trigger)}>
                                Edit
                              </Button>
                            )}
                            <Button size="tiny" variant="outline" onClick={() => setDeleting(trigger)}>
                              Delete
                            </Button>
                          </div>
                        )}
                      />
                    )}
                  </section>
                  <section className="flex flex-col gap-2">
                    <h2 className="text-base font-medium">Other triggers</h2>
                    {others.length === 0 ? (
                      <p className="text-sm text-muted">No other triggers on your tables.</p>
                    ) : (
                      <TriggerTable label="Other triggers" triggers={others} />
                    )}
                  </section>
                </div>
              )
            }}
          </QueryState>
        )}
      </QueryState>
    )
  }

  return (
    <PageShell
      title="Database Webhooks"
      description="Send data to an HTTP endpoint when a table's rows are inserted, updated or deleted."
      actions={
        backend.data && (
          <Button variant="primary" onClick={() => setEditing({ edit: null })}>
            Create webhook
          </Button>
        )
      }
    >
      {renderBody()}
      {editing && backend.data && (
        <WebhookDialog projectRef={projectRef} backend={backend.data} edit={editing.edit} onClose={() => setEditing(null)} />
      )}
      {deleting && <DeleteWebhookDialog projectRef={projectRef} trigger={deleting} onClose={() => setDeleting(null)} />}
    </PageShell>
  )
}
