import { Admonition } from '@/components/ui/admonition'

export const NOT_AVAILABLE_ON_SELF_HOSTED = 'Not available on self-hosted dashboards'

/**
 * Shown instead of a feature that only the hosted platform serves, so a self-hoster sees why the page
 * is empty rather than an error.
 */
export function PlatformOnlyNotice({ feature }: { feature: string }) {
  return (
    <Admonition type="note" title={NOT_AVAILABLE_ON_SELF_HOSTED}>
      {feature} belongs to the hosted platform. A self-hosted dashboard manages its own database directly,
      so there is nothing to show here.
    </Admonition>
  )
}
