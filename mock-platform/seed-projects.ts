import type { CloudProvider, LogRow, Organization, Project, ProjectStatus, Snippet } from './model'
import {
  AWS_ORG_SLUG,
  AWS_PROJECT_REF,
  OTHER_ORG_SLUG,
  PRIMARY_ORG_SLUG,
  VERCEL_ORG_SLUG,
  BRANCH_PROJECT_REF,
  ORIOLE_PROJECT_REF,
  OTHER_PROJECT_REF,
  PAUSED_PROJECT_REF,
  PRIMARY_PROJECT_REF,
  SEED_TIME,
  STAGING_PROJECT_REF,
  UNHEALTHY_PROJECT_REF,
  VERCEL_PROJECT_REF,
} from './seed-ids'

export const DEFAULT_DB_VERSION = 'supabase-postgres-17.4.1.054'
export const ORIOLE_DB_VERSION = 'supabase-postgres-17.0.1.095-orioledb'

/** Statuses whose database accepts connections, so the project has a connection string. */
const CONNECTABLE: ReadonlySet<ProjectStatus> = new Set(['ACTIVE_HEALTHY', 'ACTIVE_UNHEALTHY', 'RESIZING', 'UPGRADING'])

/**
 * The platform hands out an encrypted connection string that the client echoes back in the
 * x-connection-encrypted header; the mock's is just recognisable, not secret.
 */
export function connectionStringFor(ref: string): string {
  return `mock-encrypted:${ref}`
}

interface ProjectSeed {
  id: number
  ref: string
  name: string
  organization: Organization
  status: ProjectStatus
  region?: string
  cloud_provider?: CloudProvider
  dbVersion?: string
  parent_project_ref?: string | null
  infra_compute_size?: string
  daysAgo: number
}

export function buildProject(seed: ProjectSeed): Project {
  const inserted = new Date(Date.parse(SEED_TIME) - seed.daysAgo * 86_400_000).toISOString()
  return {
    id: seed.id,
    ref: seed.ref,
    name: seed.name,
    organization_id: seed.organization.id,
    organization_slug: seed.organization.slug,
    status: seed.status,
    region: seed.region ?? 'us-east-1',
    cloud_provider: seed.cloud_provider ?? 'AWS',
    inserted_at: inserted,
    connectionString: CONNECTABLE.has(seed.status) ? connectionStringFor(seed.ref) : null,
    postgrestStatus: CONNECTABLE.has(seed.status) ? 'ONLINE' : 'OFFLINE',
    dbVersion: seed.dbVersion ?? DEFAULT_DB_VERSION,
    parent_project_ref: seed.parent_project_ref ?? null,
    is_branch_enabled: seed.ref === PRIMARY_PROJECT_REF,
    is_read_replicas_enabled: false,
    subscription_id: `sub_${seed.organization.slug}`,
    infra_compute_size: seed.infra_compute_size ?? 'micro',
    restUrl: `https://${seed.ref}.supabase.co/rest/v1/`,
  }
}

/** Keeps connectionString/postgrestStatus consistent with a status change. */
export function applyStatus(project: Project, status: ProjectStatus): void {
  project.status = status
  project.connectionString = CONNECTABLE.has(status) ? connectionStringFor(project.ref) : null
  project.postgrestStatus = CONNECTABLE.has(status) ? 'ONLINE' : 'OFFLINE'
}

export function seedProjects(organizations: Organization[]): Project[] {
  const bySlug = (slug: string) => {
    const found = organizations.find((organization) => organization.slug === slug)
    if (!found) throw new Error(`Seed organization ${slug} is missing`)
    return found
  }
  const [acme, beta, vercel, aws] = [PRIMARY_ORG_SLUG, OTHER_ORG_SLUG, VERCEL_ORG_SLUG, AWS_ORG_SLUG].map(bySlug)
  return [
    { id: 101, ref: PRIMARY_PROJECT_REF, name: 'Acme Production', organization: acme, status: 'ACTIVE_HEALTHY', infra_compute_size: 'small', daysAgo: 200 },
    { id: 102, ref: STAGING_PROJECT_REF, name: 'Acme Staging', organization: acme, status: 'ACTIVE_HEALTHY', region: 'eu-central-1', daysAgo: 120 },
    { id: 103, ref: PAUSED_PROJECT_REF, name: 'Acme Archive', organization: acme, status: 'INACTIVE', region: 'ap-southeast-1', daysAgo: 300 },
    { id: 104, ref: ORIOLE_PROJECT_REF, name: 'Acme OrioleDB', organization: acme, status: 'ACTIVE_HEALTHY', dbVersion: ORIOLE_DB_VERSION, daysAgo: 30 },
    { id: 105, ref: BRANCH_PROJECT_REF, name: 'feature-login', organization: acme, status: 'ACTIVE_HEALTHY', parent_project_ref: PRIMARY_PROJECT_REF, daysAgo: 2 },
    { id: 201, ref: OTHER_PROJECT_REF, name: 'Beta App', organization: beta, status: 'ACTIVE_HEALTHY', region: 'eu-west-2', daysAgo: 60 },
    { id: 202, ref: UNHEALTHY_PROJECT_REF, name: 'Beta Worker', organization: beta, status: 'ACTIVE_UNHEALTHY', region: 'eu-west-2', daysAgo: 45 },
    { id: 301, ref: VERCEL_PROJECT_REF, name: 'Vercel Storefront', organization: vercel, status: 'ACTIVE_HEALTHY', region: 'us-west-1', daysAgo: 15 },
    { id: 401, ref: AWS_PROJECT_REF, name: 'Cloud Market Core', organization: aws, status: 'ACTIVE_HEALTHY', cloud_provider: 'AWS_K8S', region: 'eu-central-1', daysAgo: 90 },
  ].map((seed) => buildProject(seed as ProjectSeed))
}

/** A few saved SQL snippets on the primary project; ids are fixed UUIDs. */
export function seedSnippets(projects: Project[]): Record<string, Snippet[]> {
  const primary = projects.find((project) => project.ref === PRIMARY_PROJECT_REF)
  const snippet = (index: number, name: string, sql: string, favorite: boolean): Snippet => ({
    id: `a0000000-0000-4000-8000-00000000000${index}`,
    name,
    description: null,
    type: 'sql',
    visibility: 'user',
    favorite,
    content: { sql, schema_version: '1.0' },
    inserted_at: SEED_TIME,
    updated_at: SEED_TIME,
    owner_id: 1,
    project_id: primary?.id,
  })
  return {
    [PRIMARY_PROJECT_REF]: [
      snippet(1, 'Active users', 'select id, email from auth.users where last_sign_in_at > now() - interval \'7 days\';', true),
      snippet(2, 'Table sizes', 'select relname, pg_size_pretty(pg_total_relation_size(oid)) from pg_class where relkind = \'r\';', false),
    ],
  }
}

/**
 * Log rows for the logs explorer: every 5 minutes over the last 2 hours before `now`, one API-gateway
 * request, and every 15 minutes a Postgres and an Auth line. Timestamps are in microseconds, as the
 * analytics backend returns them.
 */
export function seedLogs(ref: string, now: Date): LogRow[] {
  const rows: LogRow[] = []
  const paths = ['/rest/v1/todos', '/auth/v1/token', '/storage/v1/object/list/avatars', '/rest/v1/profiles']
  for (let step = 0; step < 24; step += 1) {
    const timestamp = (now.getTime() - step * 5 * 60_000) * 1000
    const path = paths[step % paths.length]
    const status = step % 7 === 3 ? 500 : 200
    rows.push({
      source: 'edge_logs',
      id: `${ref}-edge-${step}`,
      timestamp,
      event_message: `GET | ${status} | 203.0.113.${step} | ${ref} | https://${ref}.supabase.co${path}`,
      metadata: [{ request: [{ method: 'GET', path, host: `${ref}.supabase.co` }], response: [{ status_code: status }] }],
    })
    if (step % 3 === 0) {
      rows.push({
        source: 'postgres_logs',
        id: `${ref}-pg-${step}`,
        timestamp,
        event_message: step % 6 === 0 ? 'connection authorized: user=authenticator database=postgres' : 'checkpoint complete',
        metadata: [{ parsed: [{ error_severity: 'LOG', user_name: 'authenticator', database_name: 'postgres' }] }],
      })
      rows.push({
        source: 'auth_logs',
        id: `${ref}-auth-${step}`,
        timestamp,
        event_message: JSON.stringify({ level: 'info', msg: 'Login', path: '/token', status: 200 }),
        metadata: [{ level: 'info', path: '/token', status: 200 }],
      })
    }
  }
  return rows
}
