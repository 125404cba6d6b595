import 'server-only'

import { z } from 'zod'

import type { components } from '@/lib/api/platform'
import type { ServerConfig } from '@/lib/config/schema'
import { parseWith } from '@/lib/server/http/read-body'
import { requireOrganization } from '@/lib/server/platform/self-hosted-account'

import { listProjects, type Project } from './projects'

type Schemas = components['schemas']

const SORTS = ['name_asc', 'name_desc', 'created_asc', 'created_desc'] as const

const querySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(100),
  offset: z.coerce.number().int().min(0).default(0),
  search: z.string().trim().optional(),
  sort: z.enum(SORTS).default('name_asc'),
  statuses: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(',').map((item) => item.trim()).filter(Boolean) : [])),
})

const COMPARATORS: Record<(typeof SORTS)[number], (a: Project, b: Project) => number> = {
  name_asc: (a, b) => a.name.localeCompare(b.name),
  name_desc: (a, b) => b.name.localeCompare(a.name),
  // inserted_at is optional in the contract; the projects this server lists always carry it.
  created_asc: (a, b) => (a.inserted_at ?? '').localeCompare(b.inserted_at ?? '') || a.id - b.id,
  created_desc: (a, b) => (b.inserted_at ?? '').localeCompare(a.inserted_at ?? '') || b.id - a.id,
}

/** One page of the organization's projects: search by name or ref, filter by status, sort, page. */
export async function listOrganizationProjects(
  config: ServerConfig,
  slug: string,
  searchParams: URLSearchParams
): Promise<Schemas['OrganizationProjectsResponse']> {
  requireOrganization(slug)
  const query = parseWith(querySchema, Object.fromEntries(searchParams), 'query parameters')
  const needle = query.search?.toLowerCase()
  const matching = (await listProjects(config))
    .filter((project) => !needle || project.name.toLowerCase().includes(needle) || project.ref.includes(needle))
    .filter((project) => query.statuses.length === 0 || query.statuses.includes(project.status))
    .sort(COMPARATORS[query.sort])
  return {
    projects: matching.slice(query.offset, query.offset + query.limit),
    pagination: { count: matching.length, limit: query.limit, offset: query.offset },
  }
}
