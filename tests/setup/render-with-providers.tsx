import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Toaster } from 'sonner'

import { ConfigProvider } from '@/components/shell/providers/config-provider'
import { configurePlatformClient } from '@/lib/api/client-settings'
import type { PublicConfig } from '@/lib/config/schema'
import { createTestQueryClient } from '@/tests/setup/test-query-client'

/** Component tests talk to this platform API base, which MSW intercepts. */
export const API_URL = 'https://api.test/platform'
export const PROJECT_REF = 'default'

/** A self-hosted dashboard's public configuration, pointed at the MSW base. */
export const TEST_CONFIG: PublicConfig = {
  isPlatform: false,
  platformApiUrl: API_URL,
  siteUrl: 'https://supabase.com',
  docsUrl: 'https://supabase.com/docs',
  statusPageUrl: 'https://status.supabase.com',
  disabledFeatures: [],
  featureFlags: {},
  isAiConfigured: false,
  aiModel: 'gpt-5',
}

export function configureTestPlatform() {
  configurePlatformClient({ platformApiUrl: API_URL, getAccessToken: () => undefined, requiresConnectionEncryption: false })
}

/** Renders with the app's providers; queries and mutations do not retry, so failures show at once. */
export function renderWithProviders(
  ui: ReactNode,
  config: PublicConfig = TEST_CONFIG,
  { hasToaster = false }: { hasToaster?: boolean } = {}
) {
  const queryClient = createTestQueryClient({ queries: { retry: false }, mutations: { retry: false } })
  // As the app's providers do at start-up: the hosted platform's pg-meta requests carry the project's connection.
  configurePlatformClient({ requiresConnectionEncryption: config.isPlatform })
  return render(
    <ConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        {ui}
        {hasToaster && <Toaster />}
      </QueryClientProvider>
    </ConfigProvider>
  )
}
