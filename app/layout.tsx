import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'

import { AppProviders } from '@/components/shell/providers/app-providers'
import { ThemeScript } from '@/components/shell/providers/theme-script'
import { toPublicConfig } from '@/lib/config/schema'
import { ROOT_TITLE } from '@/lib/routing/page-title'
import { getServerConfig } from '@/lib/server/config'

import './globals.css'

export const metadata: Metadata = {
  // Pages name themselves (pageMetadata); project and organization layouts add their name.
  title: ROOT_TITLE,
  description: 'Manage your Postgres projects',
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Configuration is read at request time from the server's environment, never baked into the build.
  // Reading the request makes every page dynamic; the proxy's CSP nonce must reach inline scripts.
  const nonce = (await headers()).get('x-nonce') ?? undefined
  const config = toPublicConfig(getServerConfig())
  return (
    <html lang="en" suppressHydrationWarning>
      <body className="min-h-screen antialiased">
        <ThemeScript nonce={nonce} />
        <AppProviders config={config}>{children}</AppProviders>
      </body>
    </html>
  )
}
