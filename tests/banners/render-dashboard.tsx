import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'

import { AuthProvider } from '@/components/sign-in/auth-provider'
import { ConfigProvider } from '@/components/shell/providers/config-provider'
import { configurePlatformClient } from '@/lib/api/client-settings'
import { createQueryClient } from '@/lib/api/query-client'
import { getAuthClient } from '@/lib/auth/auth-client'
import type { PublicConfig } from '@/lib/config/schema'
import { MOCK_GOTRUE_URL, MOCK_PLATFORM_API_URL } from '@/mock-platform/use-mock-platform'
import { MOCK_USER_EMAIL, MOCK_USER_PASSWORD } from '@/mock-platform/seed-ids'

export const ANON_KEY = 'mock-anon-key'

export function testConfig(isPlatform: boolean, overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    isPlatform,
    platformApiUrl: isPlatform ? MOCK_PLATFORM_API_URL : '/dashboard/api/platform',
    gotrueUrl: isPlatform ? MOCK_GOTRUE_URL : undefined,
    gotrueAnonKey: isPlatform ? ANON_KEY : undefined,
    siteUrl: 'https://supabase.com',
    docsUrl: 'https://supabase.com/docs',
    statusPageUrl: 'https://status.example.test',
    disabledFeatures: [],
    featureFlags: {},
    isAiConfigured: false,
    aiModel: 'gpt-5',
    ...overrides,
  }
}

/** Signs the seeded user in against the mock GoTrue (register the mock platform first). */
export async function signInMockUser() {
  const { data, error } = await getAuthClient(MOCK_GOTRUE_URL, ANON_KEY).signInWithPassword({
    email: MOCK_USER_EMAIL,
    password: MOCK_USER_PASSWORD,
  })
  if (error || !data.session) throw error ?? new Error('no session')
  return data.session
}

/** Points the API client at the mock platform with the signed-in session's token, as the app does. */
export function configureMockPlatformClient() {
  configurePlatformClient({
    platformApiUrl: MOCK_PLATFORM_API_URL,
    requiresConnectionEncryption: true,
    getAccessToken: async () => (await getAuthClient(MOCK_GOTRUE_URL, ANON_KEY).getSession()).data.session?.access_token,
  })
}

/** Renders inside the app's config, query and auth providers. */
export function renderDashboard(ui: ReactElement, config: PublicConfig, queryClient: QueryClient = createQueryClient()) {
  const result = render(
    <ConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{ui}</AuthProvider>
      </QueryClientProvider>
    </ConfigProvider>
  )
  return { ...result, queryClient }
}
