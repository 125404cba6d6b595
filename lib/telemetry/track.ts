import { platform } from '@/lib/api/client'
import { toResponseError } from '@/lib/api/handle-error'
import { hasTelemetryConsent } from '@/stores/consent-store'

export interface TelemetryGroups {
  project?: string
  organization?: string
}

/**
 * Records a telemetry event through POST /platform/telemetry/event, with the page it happened on
 * (SPEC §7). A failure is only logged (SPEC §8): telemetry never interrupts the user. Nothing is
 * sent without the user's cookie consent (SPEC §2 "Cookie consent toast").
 */
export async function track(
  action: string,
  properties: Record<string, unknown> = {},
  groups?: TelemetryGroups
): Promise<void> {
  if (!hasTelemetryConsent()) return
  const location = typeof window === 'undefined' ? undefined : window.location
  try {
    const { error } = await platform.POST('/platform/telemetry/event', {
      body: {
        action,
        page_url: location?.href ?? '',
        page_title: typeof document === 'undefined' ? undefined : document.title,
        pathname: location?.pathname,
        custom_properties: properties,
        groups,
      },
    })
    if (error) throw toResponseError(error)
  } catch (error) {
    console.error(`Failed to send Telemetry event: ${error instanceof Error ? error.message : String(error)}`)
  }
}
