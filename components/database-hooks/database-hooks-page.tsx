'use client'

import { DataTable } from '@/components/ui/data-table'
import { ExtensionNotice } from '@/components/database/extension-notice'
import { PageShell } from '@/components/ui/page-shell'
import { QueryError, QueryLoading } from '@/components/ui/query-state'
import { useExtensionStatus } from '@/components/database/use-extension-status'
import { Badge } from '@/components/ui/badge'
import { useDatabaseTriggersQuery } from '@/data/database-hooks/database-triggers-query'
import { describeTriggerType, webhookTarget, type TriggerRow } from '@/lib/database-hooks/triggers-sql'

export const WEBHOOKS_PURPOSE = 'Database webhooks send an HTTP request when rows change, through the pg_net extension.'

function TriggerTable({ label, triggers }: { label: string; triggers: readonly TriggerRow[] }) {
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
      ]}
    />
  )
}

/**
 * /project/{ref}/database/hooks: webhooks are triggers that call supabase_functions.http_request or
 * pg_net directly. They are listed from the database with the other triggers; creating one needs pg_net.
 */
export function DatabaseHooksPage({ projectRef }: { projectRef: string }) {
  const extension = useExtensionStatus(projectRef, ['pg_net'])
  const triggers = useDatabaseTriggersQuery(extension.variables)
  const { availability } = extension.status.pg_net

  const renderBody = () => {
    if (triggers.error) return <QueryError what="triggers" error={triggers.error} onRetry={() => triggers.refetch()} />
    if (!triggers.data) return <QueryLoading label="Loading database hooks…" />
    const webhooks = triggers.data.filter((trigger) => trigger.is_webhook)
    const others = triggers.data.filter((trigger) => !trigger.is_webhook)
    return (
      <div className="flex flex-col gap-6">
        {/* Without the extension list, whether pg_net is installed is unknown: say so rather than guess. */}
        {extension.error && <QueryError what="extensions" error={extension.error} onRetry={extension.refetch} />}
        {!extension.isLoading && !extension.error && availability !== 'installed' && (
          <ExtensionNotice projectRef={projectRef} extension="pg_net" availability={availability} purpose={WEBHOOKS_PURPOSE} />
        )}
        <section className="flex flex-col gap-2">
          <h2 className="text-base font-medium">Webhooks</h2>
          {webhooks.length === 0 ? (
            <p className="text-sm text-muted">No webhooks: no trigger in this database sends HTTP requests.</p>
          ) : (
            <TriggerTable label="Webhooks" triggers={webhooks} />
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
  }

  return (
    <PageShell title="Database Webhooks" description="Send data to an HTTP endpoint when a table's rows are inserted, updated or deleted.">
      {renderBody()}
    </PageShell>
  )
}
