'use client'

import { useConfig } from '@/lib/config/use-config'

import { PlatformApiKeys } from './platform-api-keys'
import { ProjectSettingsLayout } from './project-settings-layout'
import { SelfHostedApiKeys } from './self-hosted-api-keys'

/**
 * /project/{ref}/settings/api-keys: on the platform the publishable and secret keys (created,
 * revealed one at a time, deleted) and the legacy JWT keys; self-hosted the keys the dashboard
 * server is configured with and which variable holds each.
 */
export function ApiKeysPage({ projectRef }: { projectRef: string }) {
  const { isPlatform } = useConfig()
  return (
    <ProjectSettingsLayout title="API keys">
      {isPlatform ? <PlatformApiKeys projectRef={projectRef} /> : <SelfHostedApiKeys projectRef={projectRef} />}
    </ProjectSettingsLayout>
  )
}
