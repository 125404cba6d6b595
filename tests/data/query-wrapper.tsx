import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import { ConfigProvider } from '@/components/shell/providers/config-provider'
import type { PublicConfig } from '@/lib/config/schema'
import { createTestQueryClient } from '@/tests/setup/test-query-client'

export const TEST_CONFIG: PublicConfig = {
  isPlatform: true,
  platformApiUrl: 'https://api.test/platform',
  siteUrl: 'https://supabase.test',
  docsUrl: 'https://supabase.test/docs',
  statusPageUrl: 'https://status.test',
  disabledFeatures: [],
  featureFlags: {},
  isAiConfigured: false,
  aiModel: 'gpt-5',
}

/** A fresh QueryClient (no retries, so failures surface at once) inside the config provider. */
export function createWrapper(config: Partial<PublicConfig> = {}) {
  const queryClient = createTestQueryClient({ queries: { retry: false } })
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ConfigProvider config={{ ...TEST_CONFIG, ...config }}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ConfigProvider>
    )
  }
  return { queryClient, wrapper: Wrapper }
}
