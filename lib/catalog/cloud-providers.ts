import { FLY_REGIONS, MAIN_REGIONS, type Region } from './regions'

/** Cloud providers of SPEC §3. Projects only ever report AWS, AWS_K8S or AWS_NIMBUS; FLY is the alternate provider. */

export const CLOUD_PROVIDER_IDS = ['FLY', 'AWS', 'AWS_K8S', 'AWS_NIMBUS'] as const
export type CloudProviderId = (typeof CLOUD_PROVIDER_IDS)[number]

export interface CloudProvider {
  id: CloudProviderId
  name: string
  default_region: string
  regions: readonly Region[]
  DEFAULT_SSH_KEY?: string
}

export const CLOUD_PROVIDERS: Record<CloudProviderId, CloudProvider> = {
  FLY: { id: 'FLY', name: 'Fly.io', default_region: 'sin', regions: FLY_REGIONS },
  AWS: { id: 'AWS', name: 'AWS', default_region: 'ap-southeast-1', regions: MAIN_REGIONS },
  // The newer AWS infrastructure is offered to users under the "Revamped" label.
  AWS_K8S: { id: 'AWS_K8S', name: 'Revamped', default_region: 'ap-southeast-1', regions: MAIN_REGIONS },
  AWS_NIMBUS: { id: 'AWS_NIMBUS', name: 'AWS Nimbus', default_region: 'ap-southeast-1', regions: MAIN_REGIONS },
}

/** The providers a deployment offers by default (SPEC §3, custom content). */
export const DEFAULT_CONFIGURED_CLOUD_PROVIDERS: readonly CloudProviderId[] = ['AWS', 'AWS_K8S', 'FLY']

export function isCloudProviderId(value: unknown): value is CloudProviderId {
  return typeof value === 'string' && (CLOUD_PROVIDER_IDS as readonly string[]).includes(value)
}

const PRE_PRODUCTION_ENVIRONMENTS = ['staging', 'preview']

/**
 * The provider a new project starts on. SPEC §9: in staging/preview, AWS_K8S when configured, otherwise
 * the first configured provider, else AWS. Elsewhere AWS, unless the deployment does not offer it, in
 * which case the first configured provider (never a provider the deployment does not offer).
 */
export function defaultCloudProvider({
  environment,
  configuredProviders = DEFAULT_CONFIGURED_CLOUD_PROVIDERS,
}: {
  environment?: string
  configuredProviders?: readonly CloudProviderId[]
}): CloudProviderId {
  if (environment && PRE_PRODUCTION_ENVIRONMENTS.includes(environment)) {
    if (configuredProviders.includes('AWS_K8S')) return 'AWS_K8S'
    return configuredProviders[0] ?? 'AWS'
  }
  if (configuredProviders.length === 0 || configuredProviders.includes('AWS')) return 'AWS'
  return configuredProviders[0]
}
