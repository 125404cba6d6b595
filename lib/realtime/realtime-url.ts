/**
 * Where the inspector's socket goes: `{endpoint}/realtime/v1` of the project (platform settings, or
 * PLATFORM_REALTIME_URL with {ref}), or self-hosted SUPABASE_PUBLIC_URL/SUPABASE_URL. realtime-js
 * appends `/websocket` and wants ws(s), as supabase-js hands it.
 */
export function realtimeSocketUrl(input: {
  isPlatform: boolean
  projectRef: string
  /** The project's API URL from its settings (platform), e.g. https://ref.supabase.co */
  projectApiUrl?: string | null
  platformRealtimeUrl?: string
  /** Self-hosted: the gateway as browsers reach it. */
  apiGatewayUrl?: string
}): string | null {
  const base = input.isPlatform
    ? (input.platformRealtimeUrl?.replaceAll('{ref}', input.projectRef) ?? (input.projectApiUrl ? `${input.projectApiUrl.replace(/\/+$/, '')}/realtime/v1` : null))
    : input.apiGatewayUrl
      ? `${input.apiGatewayUrl.replace(/\/+$/, '')}/realtime/v1`
      : null
  return base ? base.replace(/^http(s?):\/\//, 'ws$1://') : null
}
