'use client'

import { QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { Toaster } from 'sonner'

import { createQueryClient } from '@/lib/api/query-client'
import type { PublicConfig } from '@/lib/config/schema'

import { ConfigProvider } from './config-provider'

export function AppProviders({ config, children }: { config: PublicConfig; children: ReactNode }) {
  // One QueryClient per browser tab; on the server, one per request render.
  const [queryClient] = useState(createQueryClient)
  return (
    <ConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        {children}
        {/* SPEC §2/§9: toasts top-right, 4000 ms, with a close button. */}
        <Toaster position="top-right" duration={4000} closeButton />
      </QueryClientProvider>
    </ConfigProvider>
  )
}
