'use client'

import { createContext, useContext, type ReactNode } from 'react'

import type { PublicConfig } from '@/lib/config/schema'

const ConfigContext = createContext<PublicConfig | null>(null)

/** Hands the server's public configuration (read at start-up) to every client component. */
export function ConfigProvider({ config, children }: { config: PublicConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>
}

export function useConfig(): PublicConfig {
  const config = useContext(ConfigContext)
  if (!config) throw new Error('useConfig must be used inside <ConfigProvider>')
  return config
}
