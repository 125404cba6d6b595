'use client'

import { createContext, useContext } from 'react'

import type { PublicConfig } from './schema'

/**
 * The server's public configuration (read at start-up) for client code. It lives here, not beside
 * ConfigProvider in components/, so data/ hooks can read it without importing components.
 */
export const ConfigContext = createContext<PublicConfig | null>(null)

export function useConfig(): PublicConfig {
  const config = useContext(ConfigContext)
  if (!config) throw new Error('useConfig must be used inside <ConfigProvider>')
  return config
}
