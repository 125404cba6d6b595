'use client'

import { QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'

import { AuthProvider } from '@/components/sign-in/auth-provider'
import { lazyComponent } from '@/components/ui/lazy-component'
import { LazyToaster } from '@/components/ui/toaster'
import { configurePlatformClient } from '@/lib/api/client-settings'
import { createQueryClient } from '@/lib/api/query-client'
import { loadAuthClient } from '@/lib/auth/load-auth-client'
import type { PublicConfig } from '@/lib/config/schema'

import { ConfigProvider } from './config-provider'
import { ThemeProvider } from './theme-provider'

// Renders nothing and only starts reporting: it can arrive just after the page.
const ErrorReportingSetup = lazyComponent(
  () => import('@/components/shell/errors/error-reporting-setup').then((module) => module.ErrorReportingSetup),
  { isClientOnly: true, loadErrorFallback: null }
)

// The consent toast shows only after hydration, to platform users who have not answered: its store
// and texts can arrive just after the page.
const CookieConsent = lazyComponent(() => import('@/components/shell/consent/cookie-consent').then((module) => module.CookieConsent), {
  isClientOnly: true,
  loadErrorFallback: null,
})

export function AppProviders({ config, children }: { config: PublicConfig; children: ReactNode }) {
  // One QueryClient per browser tab; on the server, one per request render.
  const [queryClient] = useState(() => {
    configureClientFor(config)
    return createQueryClient()
  })
  return (
    <ConfigProvider config={config}>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            {children}
            <ErrorReportingSetup />
            <CookieConsent />
          </AuthProvider>
          {/* SPEC §2/§9: toasts top-right, 4000 ms, with a close button; sonner loads on the first toast or when idle. */}
          <LazyToaster />
        </QueryClientProvider>
      </ThemeProvider>
    </ConfigProvider>
  )
}

/** Points the platform client at this deployment's API, with the session's token on the platform. */
function configureClientFor(config: PublicConfig) {
  const { gotrueUrl, gotrueAnonKey, isPlatform } = config
  configurePlatformClient({
    platformApiUrl: config.platformApiUrl,
    requiresConnectionEncryption: isPlatform,
    getAccessToken: async () => {
      if (!isPlatform || !gotrueUrl || typeof window === 'undefined') return undefined
      const { data } = await (await loadAuthClient(gotrueUrl, gotrueAnonKey)).getSession()
      return data.session?.access_token
    },
  })
}
