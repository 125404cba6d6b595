import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'

import { ConfigProvider } from '@/components/shell/providers/config-provider'
import { configurePlatformClient } from '@/lib/api/client-settings'
import type { PublicConfig } from '@/lib/config/schema'
import { MOCK_PLATFORM_API_URL } from '@/mock-platform/use-mock-platform'
import { createTestQueryClient } from '@/tests/setup/test-query-client'

export const TEST_SITE_URL = 'https://site.test'

export function platformConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    isPlatform: true,
    platformApiUrl: MOCK_PLATFORM_API_URL,
    siteUrl: TEST_SITE_URL,
    docsUrl: `${TEST_SITE_URL}/docs`,
    statusPageUrl: 'https://status.test',
    disabledFeatures: [],
    featureFlags: {},
    isAiConfigured: false,
    aiModel: 'gpt-5',
    ...overrides,
  }
}

/**
 * Renders inside the config and query providers with the API client pointed at the mock platform
 * (register it first with useMockPlatform). No retries, so a failure shows at once.
 */
export function renderWithPlatform(ui: ReactElement, config: PublicConfig = platformConfig()) {
  configurePlatformClient({
    platformApiUrl: MOCK_PLATFORM_API_URL,
    getAccessToken: () => 'test-access-token',
    requiresConnectionEncryption: false,
  })
  const queryClient = createTestQueryClient({ queries: { retry: false } })
  const result = render(
    <ConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </ConfigProvider>
  )
  return { ...result, queryClient }
}
