'use client'

import { useConfig } from '@/lib/config/use-config'
import { useProjectSettingsQuery } from '@/data/projects/project-settings-query'
import { useSupavisorConfigQuery } from '@/data/config/supavisor-config-query'

import { ConnectionStringPanel } from './connection-string-panel'
import { ProjectSettingsLayout } from './project-settings-layout'
import { ResetDbPasswordForm } from './reset-db-password-form'
import { Section } from '@/components/ui/section'
import { QueryLoadingText, QueryState } from '@/components/ui/query-state'

export const EMBEDDED_DATABASE_NOTICE =
  'This project runs on the embedded PGlite database inside the dashboard: there is no database server to connect to. Set POSTGRES_URL to run on a PostgreSQL server.'

/**
 * /project/{ref}/settings/database: direct and pooled connection strings and the password reset on
 * the platform; self-hosted, the connection string of the project's own database (or why there is none).
 */
export function DatabaseSettingsPage({ projectRef }: { projectRef: string }) {
  const { isPlatform } = useConfig()
  const settings = useProjectSettingsQuery({ projectRef })
  const pooler = useSupavisorConfigQuery({ ref: projectRef }, { enabled: isPlatform })
  const primaryPooler = pooler.data?.find((entry) => entry.database_type === 'PRIMARY')

  return (
    <ProjectSettingsLayout title="Database">
      <Section
        title="Direct connection"
        description="For servers that keep long-lived connections. Replace [YOUR-PASSWORD] with your database password."
      >
        <QueryState
          query={settings}
          what="the connection"
          loading={<QueryLoadingText label="Loading the connection…" />}
          isEmpty={(data) => !data.db_host}
          empty={<p className="text-sm text-muted">{EMBEDDED_DATABASE_NOTICE}</p>}
        >
          {(data) => (
            <ConnectionStringPanel
              label="Direct connection string"
              parts={{ user: data.db_user, host: data.db_host, port: data.db_port, database: data.db_name }}
            />
          )}
        </QueryState>
      </Section>
      {isPlatform && (
        <Section title="Connection pooler" description="For serverless and edge functions, which open many short connections.">
          <QueryState query={pooler} what="the pooler" loading={<QueryLoadingText label="Loading the pooler…" />}>
            {() =>
              primaryPooler ? (
                <>
                  <p className="text-sm text-muted">
                    Mode: {primaryPooler.pool_mode}
                    {primaryPooler.default_pool_size ? `, pool size ${primaryPooler.default_pool_size}` : ''}
                  </p>
                  <ConnectionStringPanel
                    label="Pooler connection string"
                    parts={{
                      user: primaryPooler.db_user,
                      host: primaryPooler.db_host,
                      port: primaryPooler.db_port,
                      database: primaryPooler.db_name,
                    }}
                  />
                </>
              ) : (
                <p className="text-sm text-muted">This project has no connection pooler.</p>
              )
            }
          </QueryState>
        </Section>
      )}
      {isPlatform && (
        <Section title="Database password" description="Apps that connect with the old password stop working until you update them.">
          <ResetDbPasswordForm projectRef={projectRef} />
        </Section>
      )}
    </ProjectSettingsLayout>
  )
}
