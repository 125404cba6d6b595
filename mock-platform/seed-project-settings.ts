import type { components } from '@/lib/api/platform'

import type { Project } from './model'

type Schemas = components['schemas']
export type AddonVariant = Schemas['AddonVariant']
export type ProjectSettings = Schemas['ProjectSettings']
export type SupavisorConfig = Schemas['SupavisorConfig']

/**
 * The platform's compute sizes as its add-ons endpoint lists them: identifier ci_<size>, an hourly
 * price in USD and the hardware in `meta`. Nano and Micro match SPEC §9's compute catalogue.
 */
export const COMPUTE_VARIANTS: AddonVariant[] = [
  variant('nano', 'Nano', 0, { cpu_cores: 'Shared', cpu_dedicated: false, memory_gb: 0.5, baseline_disk_io_mbs: 43, max_disk_io_mbs: 2085, connections_direct: 30, connections_pooler: 200 }),
  variant('micro', 'Micro', 0.01344, { cpu_cores: 2, cpu_dedicated: false, memory_gb: 1, baseline_disk_io_mbs: 87, max_disk_io_mbs: 2085, connections_direct: 60, connections_pooler: 200 }),
  variant('small', 'Small', 0.0206, { cpu_cores: 2, cpu_dedicated: false, memory_gb: 2, baseline_disk_io_mbs: 174, max_disk_io_mbs: 2085, connections_direct: 90, connections_pooler: 400 }),
  variant('medium', 'Medium', 0.0822, { cpu_cores: 2, cpu_dedicated: false, memory_gb: 4, baseline_disk_io_mbs: 347, max_disk_io_mbs: 2085, connections_direct: 120, connections_pooler: 600 }),
  variant('large', 'Large', 0.1517, { cpu_cores: 2, cpu_dedicated: true, memory_gb: 8, baseline_disk_io_mbs: 630, max_disk_io_mbs: 4750, connections_direct: 160, connections_pooler: 800 }),
  variant('xlarge', 'XL', 0.2877, { cpu_cores: 4, cpu_dedicated: true, memory_gb: 16, baseline_disk_io_mbs: 1188, max_disk_io_mbs: 4750, connections_direct: 240, connections_pooler: 1000 }),
  variant('2xlarge', '2XL', 0.562, { cpu_cores: 8, cpu_dedicated: true, memory_gb: 32, baseline_disk_io_mbs: 2375, max_disk_io_mbs: 4750, connections_direct: 380, connections_pooler: 1500 }),
]

function variant(size: string, name: string, price: number, meta: AddonVariant['meta']): AddonVariant {
  return {
    identifier: `ci_${size}`,
    name,
    price,
    price_description: `$${price}/hour`,
    price_interval: 'hourly',
    price_type: 'usage',
    meta,
  }
}

/** The mock's API keys are recognisable fakes (JWT-shaped, not signed by anything). */
export function apiKeysFor(ref: string): ProjectSettings['service_api_keys'] {
  return [
    { name: 'anon key', tags: 'anon', api_key: `eyJhbGciOiJIUzI1NiJ9.${ref}-anon.mock-signature` },
    { name: 'service_role key', tags: 'service_role', api_key: `eyJhbGciOiJIUzI1NiJ9.${ref}-service-role.mock-secret` },
  ]
}

export function projectSettingsFor(project: Project): ProjectSettings {
  return {
    ref: project.ref,
    name: project.name,
    status: project.status,
    region: project.region,
    cloud_provider: project.cloud_provider,
    inserted_at: project.inserted_at,
    db_dns_name: `db.${project.ref}.supabase.co`,
    db_host: `db.${project.ref}.supabase.co`,
    db_name: 'postgres',
    db_port: 5432,
    db_user: 'postgres',
    db_ip_addr_config: 'ipv6',
    ssl_enforced: false,
    app_config: { endpoint: `${project.ref}.supabase.co`, db_schema: 'public', storage_endpoint: `${project.ref}.storage.supabase.co` },
    // A paused project's keys are not served (the platform hides them while INACTIVE).
    service_api_keys: project.status === 'INACTIVE' ? [] : apiKeysFor(project.ref),
  }
}

export function supavisorConfigFor(project: Project): SupavisorConfig[] {
  const host = `aws-0-${project.region}.pooler.supabase.com`
  const user = `postgres.${project.ref}`
  return [
    {
      identifier: project.ref,
      database_type: 'PRIMARY',
      is_using_scram_auth: true,
      db_user: user,
      db_host: host,
      db_port: 6543,
      db_name: 'postgres',
      connection_string: `postgres://${user}:[YOUR-PASSWORD]@${host}:6543/postgres`,
      connectionString: `postgres://${user}:[YOUR-PASSWORD]@${host}:6543/postgres`,
      default_pool_size: 15,
      max_client_conn: 200,
      pool_mode: 'transaction',
    },
  ]
}

/** The compute add-on identifier of a project's infra_compute_size ('micro' → 'ci_micro'). */
export function computeIdentifierOf(project: Project): string {
  return `ci_${project.infra_compute_size ?? 'micro'}`
}
