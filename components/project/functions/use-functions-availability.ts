'use client'

import { useConfig } from '@/lib/config/use-config'

/** Self-hosted, functions live in FUNCTIONS_DIR and belong to the default project only. */
export function useFunctionsAvailability(projectRef: string): { isAvailable: boolean; isPlatform: boolean } {
  const { isPlatform, hasFunctionsDir } = useConfig()
  return { isPlatform, isAvailable: isPlatform || (Boolean(hasFunctionsDir) && projectRef === 'default') }
}
