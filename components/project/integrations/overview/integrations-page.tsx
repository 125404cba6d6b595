'use client'

import { useState } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { lazyComponent } from '@/components/ui/lazy-component'
import { PageShell } from '@/components/ui/page-shell'
import { QueryState } from '@/components/ui/query-state'
import { useExtensionsQuery } from '@/data/extensions/extensions-query'
import { projectKeys } from '@/data/projects/keys'
import type { PgExtension } from '@/lib/api/types'
import { extensionAvailability } from '@/lib/database-pages/extension-status'
import { createExtensionSql } from '@/lib/extensions/create-extension-sql'
import { FEATURE_PREVIEW_KEYS } from '@/lib/feature-previews/keys'
import { INTEGRATIONS, integrationStatus, type Integration, type IntegrationStatus } from '@/lib/integrations/integrations'
import { useFeaturePreviewFlags } from '@/stores/feature-preview-store'

// The confirmation loads when an extension is about to be enabled, not with the page.
const SqlChangeDialog = lazyComponent(() => import('@/components/project/database/objects/sql-review-dialog').then((module) => module.SqlChangeDialog))

function StatusBadge({ status }: { status: IntegrationStatus }) {
  if (status.kind === 'installed') return <Badge variant="brand">{`Installed (${status.extension})`}</Badge>
  if (status.kind === 'available') return <Badge variant="outline">Not enabled</Badge>
  return <Badge variant="warning">Not available on this database</Badge>
}

function IntegrationCard({
  integration,
  status,
  href,
  onEnable,
}: {
  integration: Integration
  status: IntegrationStatus
  href: string
  onEnable: (extension: string) => void
}) {
  const headingId = `integration-${integration.id}`
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 rounded-md border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-medium">
          {integration.name}
        </h2>
        <StatusBadge status={status} />
      </div>
      <p className="text-sm text-muted">{integration.description}</p>
      {status.kind === 'unavailable' && (
        <p className="text-xs text-muted">{`This database server does not ship ${integration.extensions.join(' or ')}: install it on the server first.`}</p>
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        <AppLink href={href} className="text-sm underline">
          {`Open ${integration.name}`}
        </AppLink>
        {status.kind === 'available' && (
          <Button onClick={() => onEnable(status.extension)}>
            {`Enable ${status.extension}`}
          </Button>
        )}
      </div>
    </li>
  )
}

/** /project/{ref}/integrations: the integrations built on extensions, whether each is installed, and enabling it. */
export function IntegrationsPage({ projectRef }: { projectRef: string }) {
  const flags = useFeaturePreviewFlags()
  const extensions = useExtensionsQuery({ projectRef })
  const [enabling, setEnabling] = useState<string | null>(null)
  const routeFlags = { isApiSidePanelEnabled: flags[FEATURE_PREVIEW_KEYS.API_SIDE_PANEL] }

  return (
    <PageShell title="Integrations" description="Features of the dashboard that run on Postgres extensions: enable the extension, then open its page.">
      <QueryState query={extensions} what="extensions">
        {(list: PgExtension[]) => (
          <ul className="grid gap-4 md:grid-cols-2">
            {INTEGRATIONS.map((integration) => (
              <IntegrationCard
                key={integration.id}
                integration={integration}
                status={integrationStatus(integration, (name) => extensionAvailability(list, name))}
                href={integration.href(projectRef, routeFlags)}
                onEnable={setEnabling}
              />
            ))}
          </ul>
        )}
      </QueryState>
      {enabling && (
        <SqlChangeDialog
          projectRef={projectRef}
          change={{
            title: `Enable ${enabling}`,
            description: 'The extension creates its own schema, functions and tables.',
            statements: createExtensionSql({ name: enabling }),
            // An extension brings types, functions and sometimes tables: the whole database view refreshes.
            invalidates: [projectKeys.database(projectRef)],
            confirmLabel: 'Enable extension',
            done: `Enabled ${enabling}`,
            variant: 'success',
          }}
          onClose={() => setEnabling(null)}
        />
      )}
    </PageShell>
  )
}
