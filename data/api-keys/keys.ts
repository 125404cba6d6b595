import { projectKeys } from '@/data/projects/keys'

/** Query keys of a project's API keys (Management API /v1/projects/{ref}/api-keys). */
export const apiKeyKeys = {
  all: (projectRef: string | undefined) => [...projectKeys.all(projectRef), 'api-keys'] as const,
  list: (projectRef: string | undefined) => [...projectKeys.all(projectRef), 'api-keys', 'list'] as const,
  revealed: (projectRef: string | undefined, id: string | undefined) => [...projectKeys.all(projectRef), 'api-keys', 'revealed', id] as const,
  legacy: (projectRef: string | undefined) => [...projectKeys.all(projectRef), 'api-keys', 'legacy'] as const,
}
