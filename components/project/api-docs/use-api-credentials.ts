'use client'

import { useConfig } from '@/lib/config/use-config'
import { useProjectSettingsQuery } from '@/data/projects/project-settings-query'

export const URL_PLACEHOLDER = 'https://YOUR_PROJECT_URL'
export const ANON_KEY_PLACEHOLDER = 'YOUR_PUBLIC_ANON_KEY'

export interface ApiCredentials {
  url: string
  anonKey: string
  /** Null when this dashboard cannot show it (self-hosted keeps it on the server). */
  serviceKey: string | null
  isLoading: boolean
  error: Error | null
}

/**
 * The URL and keys the snippets show: the platform's project settings (API gateway and keys), or,
 * self-hosted, SUPABASE_PUBLIC_URL/SUPABASE_URL and SUPABASE_ANON_KEY, with placeholders where unset.
 */
export function useApiCredentials(projectRef: string): ApiCredentials {
  const { isPlatform, apiGatewayUrl, anonKey } = useConfig()
  const settings = useProjectSettingsQuery({ projectRef }, { enabled: isPlatform })
  if (!isPlatform) {
    return { url: apiGatewayUrl ?? URL_PLACEHOLDER, anonKey: anonKey ?? ANON_KEY_PLACEHOLDER, serviceKey: null, isLoading: false, error: null }
  }
  const config = settings.data?.app_config
  const keys = Array.isArray(settings.data?.service_api_keys) ? settings.data.service_api_keys : []
  const keyTagged = (tag: string) => keys.find((key) => key.tags?.split(',').map((item) => item.trim()).includes(tag))?.api_key
  return {
    url: config?.endpoint ? `${config.protocol || 'https'}://${config.endpoint}` : URL_PLACEHOLDER,
    anonKey: keyTagged('anon') ?? ANON_KEY_PLACEHOLDER,
    serviceKey: keyTagged('service_role') ?? null,
    isLoading: settings.isPending,
    error: settings.error,
  }
}
