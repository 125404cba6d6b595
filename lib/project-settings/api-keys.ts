import type { Schemas } from '@/lib/api/types'

type ServiceApiKey = Schemas['ServiceApiKey']

/** The anon and service_role keys of a settings answer, told apart by tag (or, failing that, by name). */
export function partitionApiKeys(keys: ServiceApiKey[] | undefined): { anon: string | null; serviceRole: string | null } {
  const list = Array.isArray(keys) ? keys : []
  const find = (tag: string) =>
    list.find((key) => key.tags === tag)?.api_key ?? list.find((key) => key.name?.toLowerCase().startsWith(tag))?.api_key ?? null
  return { anon: find('anon'), serviceRole: find('service_role') }
}

/** The project URL: the endpoint with a scheme (the platform sends the host alone). */
export function apiUrlOf(settings: Pick<Schemas['ProjectSettings'], 'app_config'> | undefined): string | null {
  const endpoint = settings?.app_config?.endpoint?.trim()
  if (!endpoint) return null
  return /^https?:\/\//.test(endpoint) ? endpoint : `https://${endpoint}`
}
