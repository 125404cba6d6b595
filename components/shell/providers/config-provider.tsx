'use client'

import type { ReactNode } from 'react'

import type { PublicConfig } from '@/lib/config/schema'
import { ConfigContext } from '@/lib/config/use-config'

/** Hands the server's public configuration (read at start-up) to every client component. */
export function ConfigProvider({ config, children }: { config: PublicConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>
}
