'use client'

import { useConfig } from '@/lib/config/use-config'
import { Admonition } from '@/components/ui/admonition'
import { useProjectSettingsQuery } from '@/data/projects/project-settings-query'
import { apiUrlOf, partitionApiKeys } from '@/lib/project-settings/api-keys'

import { ApiKeyRow } from './api-key-row'
import { ProjectSettingsLayout } from './project-settings-layout'
import { Section } from '@/components/ui/section'
import { QueryError } from '@/components/ui/query-error'

export const SERVICE_KEY_WARNING =
  'This key bypasses Row Level Security. Never share it or use it in a browser or a mobile app: keep it on your servers.'

/** /project/{ref}/settings/api: the project's URL and its API keys, the secret one masked until revealed. */
export function ApiSettingsPage({ projectRef }: { projectRef: string }) {
  const settings = useProjectSettingsQuery({ projectRef })
  const { isPlatform } = useConfig()

  return (
    <ProjectSettingsLayout title="API">
      {settings.isPending ? (
        <p role="status" className="text-sm text-muted">
          Loading API settings…
        </p>
      ) : settings.isError ? (
        <QueryError what="the API settings" error={settings.error} onRetry={() => settings.refetch()} />
      ) : (
        <ApiSettingsSections
          url={apiUrlOf(settings.data)}
          keys={partitionApiKeys(settings.data.service_api_keys)}
          isPlatform={isPlatform}
        />
      )}
    </ProjectSettingsLayout>
  )
}

/** Self-hosted, the URL and keys come from the server's environment (README "Configuration"). */
export const SELF_HOSTED_API_HINT = 'Set SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_KEY on the dashboard server to show them here.'

function ApiSettingsSections({
  url,
  keys,
  isPlatform,
}: {
  url: string | null
  keys: ReturnType<typeof partitionApiKeys>
  isPlatform: boolean
}) {
  return (
    <>
      <Section title="Project URL" description="The address your apps call: REST, auth, storage and realtime all live under it.">
        {url ? (
          <ApiKeyRow label="URL" value={url} />
        ) : (
          <p className="text-sm text-muted">{isPlatform ? 'This project has no API URL yet.' : SELF_HOSTED_API_HINT}</p>
        )}
      </Section>
      <Section title="Project API keys" description="Your apps send one of these with every request.">
        {!keys.anon && !keys.serviceRole && (
          <p className="text-sm text-muted">{isPlatform ? 'No API keys yet: they appear once the project is running.' : SELF_HOSTED_API_HINT}</p>
        )}
        {keys.anon && <ApiKeyRow label="anon public" value={keys.anon} note="Safe in a browser when Row Level Security is on for your tables." />}
        {keys.serviceRole && (
          <>
            <ApiKeyRow label="service_role secret" value={keys.serviceRole} isSecret />
            <Admonition type="danger" title="Keep the service_role key secret">
              {SERVICE_KEY_WARNING}
            </Admonition>
          </>
        )}
      </Section>
    </>
  )
}
