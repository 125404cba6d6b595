import type { Project } from '@/lib/api/types'

/**
 * A project detail body that passes the client's response check (every field the contract requires),
 * for tests that serve GET /platform/projects/{ref} themselves; override what the test is about.
 */
export function projectDetailBody(overrides: Partial<Project> & Pick<Project, 'ref'>): Project {
  return {
    id: 1,
    name: 'Demo project',
    organization_id: 1,
    organization_slug: 'demo-org',
    status: 'ACTIVE_HEALTHY',
    region: 'us-east-1',
    cloud_provider: 'AWS',
    inserted_at: '2025-01-01T00:00:00Z',
    connectionString: null,
    ...overrides,
  }
}
